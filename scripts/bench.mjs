// npm run bench: starts the built server on a throw-away SQLite database and measures, with a bounded
// load from this machine (loopback only), how fast the hot paths answer and how much memory the server holds.
// Build first (npm run build). Every run is bounded by duration and request count.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3977;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', AUTH_IP_LIMIT: '0', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const run = (title, opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration: 5, ...opts, url: base + opts.path, title }, (err, result) => (err ? reject(err) : resolve(result))),
  );

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return NaN;
  }
}

try {
  await waitUp();
  const member = { name: 'Bench Member', phoneNumber: '9876500000', occupation: 'Tester', password: 'bench-pass' };
  const reg = await (await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) })).json();
  const auth = { authorization: `Bearer ${reg.token}` };
  const login = JSON.stringify({ phoneNumber: member.phoneNumber, password: member.password });

  const cases = [
    ['GET /api/health', { path: '/api/health' }],
    ['GET /api/profile/me (signed in)', { path: '/api/profile/me', headers: auth }],
    ['GET / (web app shell)', { path: '/' }],
    // Password hashing is deliberately slow; a bounded number of logins only.
    ['POST /api/auth/login', { path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json' }, body: login, amount: 200, duration: 60, connections: 4 }],
  ];
  const rows = [];
  for (const [title, opts] of cases) {
    const r = await run(title, opts);
    rows.push({ route: title, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, errors: r.errors + r.non2xx, statuses: Object.keys(r.statusCodeStats).join(' ') });
  }
  console.table(rows);
  console.log(`server resident memory after the runs: ${rssMb(server.pid)} MB`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
