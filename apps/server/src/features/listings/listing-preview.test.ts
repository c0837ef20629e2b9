import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
import { VITE_MANIFEST_FILE } from '../../lib/route-preloads.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>संगम | Sangam</title>
    <meta
      name="description"
      content="default description" />
    <meta property="og:site_name" content="Sangam" />
    <meta property="og:title" content="default" />
    <meta property="og:image" content="/og-image.png" />
  </head><body><div id="root"></div></body></html>`,
);
// As the web build writes it: each page module's chunk and the chunks it imports.
mkdirSync(path.dirname(path.join(webDist, VITE_MANIFEST_FILE)));
writeFileSync(
  path.join(webDist, VITE_MANIFEST_FILE),
  JSON.stringify({
    'index.html': { file: 'assets/index-i.js', isEntry: true },
    'src/features/listings/pages/ListingsPage.tsx': { file: 'assets/ListingsPage-a.js' },
    'src/features/listings/pages/ListingDetailsPage.tsx': { file: 'assets/ListingDetailsPage-b.js', imports: ['_c'] },
    _c: { file: 'assets/Alert-c.js' },
  }),
);

const ctx = useTestApp({}, { webDist });

const page = (url: string) => ctx.app.inject({ url, headers: { host: 'sangam.example' } });
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe("a page's own scripts in its HTML", () => {
  it('preloads the chunks of the page asked for, beside its preview tags', async () => {
    const owner = await makeMember(ctx.app);
    const id = await makeListing(ctx.app, owner.row.id, { title: 'Tiffin service' });
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const details = (await page(`/service-listings/${id}`)).body;
    expect(preloads(details)).toEqual(['/assets/ListingDetailsPage-b.js', '/assets/Alert-c.js']);
    expect(details).toContain('<title>Tiffin service | Sangam</title>');
    expect(preloads((await page('/service-listings?page=2')).body)).toEqual(['/assets/ListingsPage-a.js']);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
  });
});

describe('link previews of /service-listings/:id', () => {
  it("carries the listing's title, description and image, escaped, and no contacts", async () => {
    const owner = await makeMember(ctx.app);
    const id = await makeListing(ctx.app, owner.row.id, {
      title: 'Tiffin "Annapurna" <b>service</b>',
      description: 'Home-cooked meals. '.repeat(20),
      imageId: null,
    });
    const html = (await page(`/service-listings/${id}`)).body;
    expect(html).toContain('<title>Tiffin &quot;Annapurna&quot; &lt;b&gt;service&lt;/b&gt; | Sangam</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Tiffin &quot;Annapurna&quot; &lt;b&gt;service&lt;/b&gt; | Sangam" />',
    );
    expect(html).toContain('<meta property="og:image" content="https://sangam.example/og-image.png" />');
    expect(html).toContain(`<meta property="og:url" content="https://sangam.example/service-listings/${id}" />`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.startsWith('Plumber · Home-cooked meals.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('9822000000');
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<meta property="og:site_name" content="Sangam" />');
  });

  it('names the community from the site settings once the admins set it', async () => {
    const owner = await makeMember(ctx.app);
    const id = await makeListing(ctx.app, owner.row.id, { title: 'Tailoring' });
    const admin = await makeMember(ctx.app, 'admin');
    const settings = { ...EMPTY_SITE_SETTINGS, communityName: 'Samaj & Sangam' };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: bearer(admin.token),
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    const html = (await page(`/service-listings/${id}`)).body;
    expect(html).toContain('<title>Tailoring | Samaj &amp; Sangam</title>');
    expect(html).toContain('<meta property="og:site_name" content="Samaj &amp; Sangam" />');
    expect(html.match(/og:site_name/g)).toHaveLength(1);
    // The other tests of this file expect the default name.
    const reset = { ...settings, communityName: '' };
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: bearer(admin.token),
      payload: reset,
    });
  });

  it("keeps `$` patterns in members' text as text (issue 9 item 5)", async () => {
    const owner = await makeMember(ctx.app);
    for (const title of ['Plumber $` x', "Tailor $' y", 'Cook $& z', 'Baker $$ w', 'Driver $1 v']) {
      const id = await makeListing(ctx.app, owner.row.id, { title, imageId: null });
      const html = (await page(`/service-listings/${id}`)).body;
      const escaped = title.replace('&', '&amp;').replace("'", '&#39;');
      expect(metaContent(html, 'og:title')).toBe(`${escaped} | Sangam`);
      expect(html).toContain(`<title>${escaped} | Sangam</title>`);
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    }
  });

  it('builds og:url and og:image from PUBLIC_URL, never from a forged Host (issue 9 item 12)', async () => {
    const proxied = await buildTestApp({ webDist, trustProxy: 1, publicUrl: 'https://sangam.example.org' });
    try {
      const owner = await makeMember(proxied);
      const id = await makeListing(proxied, owner.row.id, { title: 'Tiffin', imageId: null });
      const html = (
        await proxied.inject({
          url: `/service-listings/${id}`,
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
        })
      ).body;
      expect(metaContent(html, 'og:url')).toBe(`https://sangam.example.org/service-listings/${id}`);
      expect(metaContent(html, 'og:image')).toBe('https://sangam.example.org/og-image.png');
      expect(html).not.toContain('evil.example');
    } finally {
      await proxied.dispose();
    }
  });

  it('a pending or unknown listing gets the default page', async () => {
    const owner = await makeMember(ctx.app);
    const id = await makeListing(ctx.app, owner.row.id, { title: 'Hidden pending', approved: 0 });
    // The site's own title, in the request's language (English without Accept-Language).
    expect((await page(`/service-listings/${id}`)).body).toContain('<title>Sangam – Community Network</title>');
    expect((await page('/service-listings/unknown')).statusCode).toBe(200);
  });
});

describe('link previews of /service-listings/:id in Hindi', () => {
  it("names one of the form's categories in Hindi, and a member's own category as written", async () => {
    const owner = await makeMember(ctx.app);
    const plumber = await makeListing(ctx.app, owner.row.id, { title: 'Nal ki marammat', imageId: null });
    const own = await makeListing(ctx.app, owner.row.id, { title: 'Silai', category: 'Tailor', imageId: null });
    const hindi = (url: string) =>
      ctx.app.inject({ url, headers: { host: 'sangam.example', 'accept-language': 'hi-IN,hi;q=0.9' } });
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description((await hindi(`/service-listings/${plumber}`)).body)).toMatch(/^प्लंबर · Pipes and taps/);
    expect(description((await hindi(`/service-listings/${own}`)).body)).toMatch(/^Tailor · Pipes and taps/);
    expect(description((await page(`/service-listings/${plumber}`)).body)).toMatch(/^Plumber · Pipes and taps/);
  });
});
