import Fastify from 'fastify';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from '../plugins/static-web.ts';

const web = path.join(import.meta.dirname, '../../../web');
const root = mkdtempSync(path.join(os.tmpdir(), 'sangam-manifest-'));
writeFileSync(path.join(root, 'index.html'), readFileSync(path.join(web, 'index.html'), 'utf8'));

const app = Fastify();
beforeAll(async () => {
  await app.register(staticWebPlugin, { root, publicUrl: 'https://sangam.example' });
  await app.ready();
});
afterAll(() => app.close());

const manifestIn = async (headers: Record<string, string>, url = '/manifest.webmanifest') => {
  const reply = await app.inject({ url, headers });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toContain('application/manifest+json');
  return reply.json();
};

describe('the web app manifest', () => {
  it("meets Chromium's install criteria: name, icons of 192 and 512 px, start URL, standalone display", async () => {
    const manifest = await manifestIn({ 'accept-language': 'en' });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Sangam',
      short_name: 'Sangam',
      lang: 'en',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#9a3412',
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // Every icon the manifest names is a file of the web app.
    for (const { src } of manifest.icons) expect(existsSync(path.join(web, 'public', src))).toBe(true);
  });

  it('offers the shortcuts and the share sheet entry', async () => {
    const manifest = await manifestIn({ 'accept-language': 'en' });
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Directory', '/directory'],
      ['Latest News', '/latest-events'],
      ['Q&A', '/questions'],
    ]);
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('speaks the asker’s language, and each language’s page links its own', async () => {
    const hindi = await manifestIn({}, '/manifest.webmanifest?lang=hi');
    expect(hindi).toMatchObject({ name: 'संगम', lang: 'hi', id: '/' });
    expect(hindi.shortcuts[0].name).toBe('सदस्य सूची');
    expect((await manifestIn({ cookie: 'lang=hi' })).lang).toBe('hi');

    const page = (await app.inject({ url: '/?lang=en' })).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect((await app.inject({ url: '/?lang=hi' })).body).toContain('href="/manifest.webmanifest?lang=hi"');
  });
});
