import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITE_MANIFEST_FILE } from '../lib/route-preloads.ts';
import { staticWebPlugin } from './static-web.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
// The web app's own index.html, with its Hindi head (the spec's defaults), as the build copies it.
writeFileSync(
  path.join(root, 'index.html'),
  readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8'),
);
mkdirSync(path.join(root, '.vite'));
writeFileSync(
  path.join(root, VITE_MANIFEST_FILE),
  JSON.stringify({
    'index.html': { file: 'assets/index-i.js', isEntry: true },
    'src/features/questions/pages/QuestionsPage.tsx': { file: 'assets/QuestionsPage-b.js' },
    'src/features/questions/pages/QuestionDetailPage.tsx': { file: 'assets/QuestionDetailPage-d.js' },
    'src/features/questions/pages/EditQuestionPage.tsx': { file: 'assets/EditQuestionPage-g.js' },
    'src/features/forms/pages/FormPreviewPage.tsx': { file: 'assets/FormPreviewPage-e.js' },
    'src/features/forms/pages/FormFillerPage.tsx': { file: 'assets/FormFillerPage-f.js' },
    'virtual:sangam-catalog/en-shell': { file: 'assets/en-shell-1.js' },
    'virtual:sangam-catalog/hi-shell': { file: 'assets/hi-shell-2.js' },
    'virtual:sangam-catalog/en-page-QuestionsPage': { file: 'assets/en-page-QuestionsPage-3.js' },
    'virtual:sangam-catalog/hi-page-QuestionsPage': { file: 'assets/hi-page-QuestionsPage-4.js' },
    'virtual:sangam-catalog/en-page-QuestionDetailPage': { file: 'assets/en-page-QuestionDetailPage-5.js' },
  }),
);

const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
beforeAll(async () => {
  await app.register(staticWebPlugin, { root, publicUrl: 'https://sangam.example' });
  await app.ready();
});
afterAll(() => app.close());

const preloaded = async (url: string, headers: Record<string, string> = {}) =>
  [...(await app.inject({ url, headers })).body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1],
  );
/** A page's own chunks (the catalogues apart). */
const preloads = async (url: string) =>
  (await preloaded(url)).filter((file) => !/\/(en|hi)-(shell|page-[A-Za-z]+)-\d\.js$/.test(file!));

describe("the web app's pages", () => {
  it('list their own chunks, matched as the app matches routes: a named path before a parameter', async () => {
    expect(await preloads('/questions')).toEqual(['/assets/QuestionsPage-b.js']);
    expect(await preloads('/questions/?page=2')).toEqual(['/assets/QuestionsPage-b.js']);
    expect(await preloads('/questions/42')).toEqual(['/assets/QuestionDetailPage-d.js']);
    expect(await preloads('/questions/42/edit')).toEqual(['/assets/EditQuestionPage-g.js']);
    expect(await preloads('/forms/preview')).toEqual(['/assets/FormPreviewPage-e.js']);
    expect(await preloads('/forms/volunteer-signup')).toEqual(['/assets/FormFillerPage-f.js']);
  });

  it('leave other paths as index.html is', async () => {
    expect(await preloads('/admin/users')).toEqual([]);
    expect(await preloads('/questions/42/answers/7')).toEqual([]);
    expect((await app.inject({ url: '/no-such-page' })).body).toContain('<title>Sangam – Community Network</title>');
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});

const content = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

describe("the HTML's language (issue 32)", () => {
  it('is Hindi for Accept-Language: hi: <html lang>, the title and the preview tags, hi_IN with en_US beside it', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    const html = res.body;
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>संगम | Sangam – समुदाय का नेटवर्क</title>');
    expect(content(html, 'og:title')).toEqual(['संगम | Sangam – समुदाय का नेटवर्क']);
    expect(content(html, 'twitter:title')).toEqual(['संगम | Sangam – समुदाय का नेटवर्क']);
    expect(content(html, 'description')[0]).toMatch(/^संगम: समुदाय के पेशेवरों/);
    expect(content(html, 'og:site_name')).toEqual(['संगम']);
    expect(content(html, 'og:locale')).toEqual(['hi_IN']);
    expect(content(html, 'og:locale:alternate')).toEqual(['en_US']);
    // The picture's own tags stay as index.html has them, its address absolute.
    expect(content(html, 'og:image')).toEqual(['https://sangam.example/og-image.png']);
    expect(content(html, 'og:image:width')).toEqual(['1200']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is English by default and for English browsers, with en_US and hi_IN as the alternate', async () => {
    for (const headers of [{}, { 'accept-language': 'en-GB,en;q=0.9' }]) {
      const html = (await app.inject({ url: '/', headers })).body;
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('<title>Sangam – Community Network</title>');
      expect(content(html, 'og:description')[0]).toMatch(/^Sangam: the network of the community/);
      expect(content(html, 'og:site_name')).toEqual(['Sangam']);
      expect(content(html, 'og:locale')).toEqual(['en_US']);
      expect(content(html, 'og:locale:alternate')).toEqual(['hi_IN']);
      expect(content(html, 'og:image:alt')).toEqual(['Sangam – community network']);
      expect(html).not.toMatch(/[\u0900-\u097f]/);
    }
  });

  it('follows ?lang= first, then the lang cookie the web sets, then Accept-Language', async () => {
    const langOf = async (url: string, headers: Record<string, string> = {}) =>
      /<html lang="(\w+)"/.exec((await app.inject({ url, headers })).body)?.[1];
    expect(await langOf('/questions?lang=hi', { 'accept-language': 'en' })).toBe('hi');
    expect(await langOf('/questions?lang=en', { 'accept-language': 'hi', cookie: 'lang=hi' })).toBe('en');
    expect(await langOf('/questions', { 'accept-language': 'en', cookie: 'theme=x; lang=hi' })).toBe('hi');
    expect(await langOf('/questions', { 'accept-language': 'hi', cookie: 'lang=en' })).toBe('en');
    expect(await langOf('/questions', { 'accept-language': 'hi' })).toBe('hi');
  });

  it("preloads the language's first-paint words the app waits for: the shell's and the page's", async () => {
    expect(await preloaded('/questions?lang=hi')).toEqual([
      '/assets/QuestionsPage-b.js',
      '/assets/hi-shell-2.js',
      '/assets/hi-page-QuestionsPage-4.js',
    ]);
    expect(await preloaded('/questions/42', { 'accept-language': 'en' })).toEqual([
      '/assets/QuestionDetailPage-d.js',
      '/assets/en-shell-1.js',
      '/assets/en-page-QuestionDetailPage-5.js',
    ]);
    // Any other page: the shell's words alone.
    expect(await preloaded('/admin/users', { cookie: 'lang=hi' })).toEqual(['/assets/hi-shell-2.js']);
    expect(await preloaded('/no-such-page')).toEqual(['/assets/en-shell-1.js']);
  });

  it('names the page in each language for search engines, always on this site', async () => {
    const html = (await app.inject({ url: '/questions?page=2' })).body;
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://sangam.example/questions" />');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://sangam.example/questions?lang=hi" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://sangam.example/questions" />');
    const odd = (await app.inject({ url: '//elsewhere.example/x' })).body;
    expect(odd).not.toContain('href="https://elsewhere.example');
  });
});
