import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { useTestApp } from '../test/factories.ts';

// The whole app with the web app's own index.html: the HTML and the API's unknown paths in the request's language.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8'),
);
const ctx = useTestApp({}, { webDist });

describe('the site in the request language (issue 32)', () => {
  it('serves the home page in Hindi for Accept-Language: hi, in English otherwise', async () => {
    const hindi = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain('<title>संगम | Sangam – समुदाय का नेटवर्क</title>');
    expect(hindi.body).toContain('<meta property="og:locale" content="hi_IN" />');
    const english = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'en-IN,en;q=0.9' } });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<title>Sangam – Community Network</title>');
    expect(english.body).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('answers an unknown API path with a 404 in the language asked for, its type unchanged', async () => {
    const hindi = await ctx.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ message: 'नहीं मिला', type: ERROR_TYPES.notFound });
    const english = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(english.json()).toEqual({ message: 'Not found', type: ERROR_TYPES.notFound });
  });
});
