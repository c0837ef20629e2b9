import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITE_MANIFEST_FILE } from '../lib/route-preloads.ts';
import { staticWebPlugin } from './static-web.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(path.join(root, 'index.html'), '<html><head><title>Sangam</title></head><body></body></html>');
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
  }),
);

const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
beforeAll(async () => {
  await app.register(staticWebPlugin, { root, publicUrl: 'https://sangam.example' });
  await app.ready();
});
afterAll(() => app.close());

const preloads = async (url: string) =>
  [...(await app.inject({ url })).body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

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
    expect((await app.inject({ url: '/no-such-page' })).body).toContain('<title>Sangam</title>');
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});
