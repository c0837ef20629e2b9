import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { postRaw } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';

// A stand-in for the built web app, so the shell behaviour is tested without building it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
mkdirSync(path.join(webDist, 'assets'));
// A shell the size of the real one (its head holds the preload links and meta tags).
const shellHtml = `<!doctype html><title>Sangam</title><meta name="x" content="${'y'.repeat(3000)}"><div id="root"></div>`;
writeFileSync(path.join(webDist, 'index.html'), shellHtml);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
// The build writes .br and .gz beside each file; this stylesheet has only its brotli one.
const css = `body{color:red}${'.a{margin:0}'.repeat(300)}`;
writeFileSync(path.join(webDist, 'assets', 'app-abc123.css'), css);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.css.br'), brotliCompressSync(css));
// A file no build writes, but a deploy may leave (an editor's or a sync tool's): never served.
writeFileSync(path.join(webDist, 'assets', '.env'), 'SECRET=1');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
mkdirSync(path.join(webDist, 'icons'));
writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const ctx = useTestApp({}, { webDist });

describe('GET /api/health', () => {
  it('answers without auth and carries a request id', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('the site shell', () => {
  it('unknown /api paths are a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', type: 'NOT_FOUND' });
  });

  it('any other path serves the web app, uncached, with security headers', async () => {
    const res = await ctx.app.inject({ url: '/some/deep/route?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('hashed assets are cached for a year and compressed', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('pages, scripts and stylesheets reach the browser compressed (brotli, else gzip)', async () => {
    // The page as served (in the request's language: English here), then the same bytes compressed.
    const served = (await ctx.app.inject({ url: '/', headers: { 'accept-encoding': '' } })).body;
    expect(served).toContain('<div id="root"></div>');
    // Pages without a preview of their own (list pages and shared items carry theirs).
    for (const url of ['/', '/faq', '/about?ref=x']) {
      const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(served);
    }
    const gzip = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(served);
    // The build's own .br is sent as it is; a file without one is compressed on the way.
    const style = await ctx.app.inject({ url: '/assets/app-abc123.css', headers: { 'accept-encoding': 'br' } });
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toMatch(/text\/css/);
    expect(brotliDecompressSync(style.rawPayload).toString()).toBe(css);
    const script = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    // Without an Accept-Encoding the page comes plain.
    const plain = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(served);
  });

  it('a missing file with an extension is a plain 404, not the app', async () => {
    for (const url of [
      '/missing.png',
      '/assets/app-gone1.js',
      '/assets/../../etc/passwd.txt',
      '/icons/none.png',
      '/assets/.env',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('files at the root are served and kept an hour; index.html is always the app shell, never a cached copy', async () => {
    const robots = await ctx.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const icon = await ctx.app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const index = await ctx.app.inject({ url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root"></div>');
    // HEAD answers as GET does, without the body.
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toContain('immutable');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/profile/me', '/api/health']),
    );
  });

  it('a wrong content type is a 4xx, not a 500', async () => {
    const res = await postRaw(ctx.app, '/api/auth/login', 'x', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
