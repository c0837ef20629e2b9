import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web.ts';

// A build with a service worker and, beside it, precompressed copies of an older one (issue 37).
const root = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-sw-'));
writeFileSync(
  path.join(root, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Sangam</title></head></html>',
);
writeFileSync(path.join(root, 'sw.js'), '// build 2');
writeFileSync(path.join(root, 'sw.js.br'), brotliCompressSync('// build 1'));
writeFileSync(path.join(root, 'sw.js.gz'), gzipSync('// build 1'));

const app = Fastify();
beforeAll(async () => {
  await app.register(staticWebPlugin, { root, publicUrl: 'https://sangam.example' });
  await app.ready();
});
afterAll(() => app.close());

describe('/sw.js', () => {
  it('is the build’s service worker, never a stale precompressed copy, and never kept by a cache', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('// build 2');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });

  it('is read again at each request: a new one is found as soon as it is on disk', async () => {
    writeFileSync(path.join(root, 'sw.js'), '// build 3');
    expect((await app.inject({ url: '/sw.js' })).body).toBe('// build 3');
  });

  it('leaves the precompressed copies unreachable', async () => {
    expect((await app.inject({ url: '/sw.js.br' })).statusCode).toBe(404);
  });
});
