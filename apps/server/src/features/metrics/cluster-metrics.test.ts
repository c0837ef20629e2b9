import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server as `npm start` runs it with two processes (WEB_CONCURRENCY=2), on SQLite: the relay does not depend on
// the database.
const main = path.join(import.meta.dirname, '../../main.ts');
let server: ChildProcess | undefined;
let port = 0;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-cluster-metrics-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A GET on a connection of its own, so the cluster hands each to a worker in turn. */
const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: server.stdout! })) {
    if (line.includes('Sangam is running at')) return;
  }
  throw new Error('the server ended before both processes listened');
}, 90_000);
afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe.runIf(!process.env.DATABASE_URL)('GET /api/metrics with two server processes', () => {
  it("answers every worker's series in each scrape, whichever worker takes it", async () => {
    for (let i = 0; i < 20; i++) expect((await get('/api/health')).status).toBe(200);
    const health =
      /^sangam_http_requests_total\{method="GET",route="\/api\/health",status="200",worker="(\d)"\} (\d+)$/gm;
    for (let scrape = 0; scrape < 4; scrape++) {
      const res = await get('/api/metrics');
      expect(res.status, res.body).toBe(200);
      const counts = Object.fromEntries([...res.body.matchAll(health)].map(([, worker, n]) => [worker, Number(n)]));
      // Both workers served some of the 20 (the cluster hands connections out in turn), and both are in the scrape.
      expect(Object.keys(counts).sort()).toEqual(['1', '2']);
      expect(counts['1']! + counts['2']!).toBe(20);
      for (const worker of ['1', '2']) {
        expect(res.body).toMatch(new RegExp(`^process_resident_memory_bytes\\{worker="${worker}"\\} \\d+`, 'm'));
        // Kept too, though prom-client's own cluster rules leave it out.
        expect(res.body).toMatch(new RegExp(`^process_start_time_seconds\\{worker="${worker}"\\} \\d+`, 'm'));
      }
    }
  });
});
