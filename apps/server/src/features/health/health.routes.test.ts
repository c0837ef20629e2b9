import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

// A stand-in for the built web app, so the shell behaviour is tested without building it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sangam</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ webDist });
});
afterAll(() => app.dispose());

describe('GET /api/health', () => {
  it('answers without auth and carries a request id', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('the site shell', () => {
  it('unknown /api paths are a JSON 404', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', type: 'NOT_FOUND' });
  });

  it('any other path serves the web app, uncached, with security headers', async () => {
    const res = await app.inject({ url: '/some/deep/route?x=1' });
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
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('a missing file with an extension is a plain 404, not the app', async () => {
    expect((await app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/profile/me', '/api/health']),
    );
  });

  it('a wrong content type is a 4xx, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
