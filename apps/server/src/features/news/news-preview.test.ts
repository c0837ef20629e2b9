import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/factories.ts';
import { makeNews } from '../../test/news.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="hi"><head><title>संगम | Sangam</title>
    <meta name="description" content="default description" />
    <meta property="og:site_name" content="Sangam" />
    <meta property="og:title" content="default" />
    <meta property="og:locale" content="hi_IN" />
    <meta property="og:locale:alternate" content="en_US" />
    <meta property="og:image" content="/og-image.png" />
  </head><body><div id="root"></div></body></html>`,
);

const ctx = useTestApp({}, { webDist });
const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const content = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

describe("link previews of /news/:slug in the link's language (issue 32)", () => {
  it("?lang=hi gives the Hindi card: the site's name and words in Hindi, the article's own title as written", async () => {
    const { slug } = await makeNews(ctx.app, { title: 'Diwali Milan 2026', excerpt: '' });
    const html = (await page(`/news/${slug}?lang=hi`, { 'accept-language': 'en' })).body;
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>Diwali Milan 2026 | संगम</title>');
    expect(content(html, 'og:title')).toEqual(['Diwali Milan 2026 | संगम']);
    expect(content(html, 'og:site_name')).toEqual(['संगम']);
    // No excerpt: the news page's own description, in Hindi.
    expect(content(html, 'og:description')).toEqual(['समाज के समाचार, कार्यक्रम, घोषणाएँ और सूचनाएँ।']);
    expect(content(html, 'og:locale')).toEqual(['hi_IN']);
    expect(content(html, 'og:locale:alternate')).toEqual(['en_US']);
    // The card's link opens the article in Hindi too.
    expect(content(html, 'og:url')[0]).toMatch(new RegExp(`/news/${slug}\\?lang=hi$`));
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/og:locale"/g)).toHaveLength(1);
  });

  it("the same article in English, with the admin's excerpt as written in both languages", async () => {
    const { slug } = await makeNews(ctx.app, { title: 'Diwali Milan', excerpt: 'सभी सदस्य आमंत्रित हैं' });
    const english = (await page(`/news/${slug}`)).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<title>Diwali Milan | Sangam</title>');
    expect(content(english, 'og:site_name')).toEqual(['Sangam']);
    expect(content(english, 'og:locale')).toEqual(['en_US']);
    expect(content(english, 'og:locale:alternate')).toEqual(['hi_IN']);
    expect(content(english, 'og:description')).toEqual(['सभी सदस्य आमंत्रित हैं']);
    expect(content(english, 'og:url')[0]).toMatch(new RegExp(`/news/${slug}$`));
    const hindi = (await page(`/news/${slug}`, { 'accept-language': 'hi' })).body;
    expect(content(hindi, 'og:description')).toEqual(['सभी सदस्य आमंत्रित हैं']);
    expect(content(hindi, 'og:title')).toEqual(['Diwali Milan | संगम']);
  });

  it('the list page says its own name in the language asked for', async () => {
    const reply = await page('/latest-events', { cookie: 'lang=hi', 'accept-encoding': 'gzip' });
    // Caches keep one copy per language: the HTML depends on the cookie and Accept-Language (and the encoding).
    expect(reply.headers.vary).toMatch(/^Accept-Language, Cookie(, accept-encoding)?$/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const hindi = (await page('/latest-events', { cookie: 'lang=hi' })).body;
    expect(hindi).toContain('<title>ताज़ा समाचार और कार्यक्रम | संगम</title>');
    const english = (await page('/latest-events')).body;
    expect(english).toContain('<title>Latest News &amp; Events | Sangam</title>');
    expect(content(english, 'description')).toEqual(['News, events, announcements and notices of the community.']);
  });
});
