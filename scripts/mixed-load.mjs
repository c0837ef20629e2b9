// npm run load: mixed member traffic against the built server, bounded to 60 s after a 5 s warm-up: 2,000
// members and as many listings, 200 connections cycling through directory pages and searches, listings,
// listing details and member profiles as a premium member, and 1 request in 20 a login (argon2id, slow on
// purpose). Meanwhile a fresh connection asks for /api/health every second (its time to first byte must stay
// under 1 s) and the server's memory is sampled. Goals: no timeouts, no errors, p99 under 200 ms, at most
// 150 MB per process. Reads and logins are also timed apart, and the machine's CPU is split between the server
// processes, this load generator and the rest (the database server on PostgreSQL): what a request costs.
// Build first (npm run build).
//   options: --duration=60 --connections=200 --members=2000 --processes=<WEB_CONCURRENCY, default the cores>
//            --pg=postgres://postgres@127.0.0.1:5432/test (a throw-away schema) --port=3980
//            --login-every=20 (one login in every N requests, N-1 reads; the goals are for 20)
import { hashSync } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openBenchDb, schemaUrl } from './bench/db.mjs';
import { seedListings, seedMembers, widenDirectory, analyze } from './bench/seed.mjs';
import { SERVER_ENV, SERVER_MAIN, SERVER_NODE_FLAGS, waitForHealth } from './server-command.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.join('=')];
  }),
);
const duration = Number(args.duration || 60);
const loginEvery = Math.max(2, Number(args['login-every'] || 20));
const connections = Number(args.connections || 200);
const members = Number(args.members || 2000);
const processes = Number(args.processes || os.availableParallelism());
const PORT = Number(args.port || 3980);
const WARM_UP_S = 5;
const pgBase = args.pg || process.env.BENCH_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-load-'));
const pgSchema = `perf_load_${process.pid}`;
const target = pgBase
  ? { pgUrl: pgBase, pgSchema, databaseUrl: schemaUrl(pgBase, pgSchema) }
  : { sqliteFile: path.join(dataDir, 'sangam.sqlite') };
if (target.pgUrl) {
  const admin = openBenchDb({ pgUrl: target.pgUrl, pgSchema: 'public' });
  await admin.exec(`CREATE SCHEMA ${pgSchema}`);
  await admin.close();
}

/** One password hash (the format and parameters of lib/password.ts) shared by every seeded member, so they can log in. */
const PASSWORD = 'load-test-pass';
const hash = hashSync(PASSWORD.normalize('NFKC'), { memoryCost: 7_168, timeCost: 5, parallelism: 1 });

const quantile = (q) => (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : null;
};
const [p50, p99] = [quantile(0.5), quantile(0.99)];

const start = () =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      SEED_DEMO: '0',
      AUTH_IP_LIMIT: '0',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const stopServer = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve).kill('SIGTERM'),
  );
const waitUp = (child) => waitForHealth(base, child, 30);

/** A fresh connection (no keep-alive) to /api/health: milliseconds to its first byte, or null on failure. */
const healthProbe = () =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(`${base}/api/health`, { agent: false, timeout: 10_000 }, (res) => {
      res.once('data', () => resolve(res.statusCode === 200 ? performance.now() - t0 : null));
      res.resume();
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
};
/** CPU time (user + system) in seconds: of a process from /proc/<pid>/stat, of the whole machine from /proc/stat. */
const TICK_S = 0.01;
const processCpu = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_S;
  } catch {
    return 0;
  }
};
const machineCpu = () => {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) * TICK_S, idle: (idle + iowait) * TICK_S };
};
const serverPids = (pid) => {
  try {
    return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)];
  } catch {
    return [pid];
  }
};

const db = openBenchDb(target);
let server = start();
try {
  await waitUp(server);
  await stopServer(server); // migrated
  await seedMembers(db, 0, members);
  await seedListings(db, 0, members, members);
  await db.exec(`UPDATE users SET password_hash = ?`, [hash]);
  await db.exec(
    `UPDATE users SET plan_type = 'premium', premium_expires_at = '2099-01-01T00:00:00.000Z' WHERE id = ?`,
    [`b${'0'.repeat(22)}1`],
  );
  await widenDirectory(db);
  await analyze(db, ['users', 'listings', 'referrals']);
  server = start();
  await waitUp(server);

  const phone = (i) => `7${String(i).padStart(9, '0')}`;
  const id = (prefix, i) => `${prefix}${String(i).padStart(23, '0')}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: phone(1), password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`viewer login: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };

  // The requests a connection cycles through: `loginEvery` - 1 reads (the list below, round after round), 1 login.
  const pick = (n) => Math.floor(Math.random() * n);
  const readList = [
    '/api/directory',
    '/api/directory?page=3',
    '/api/directory?search=plumber',
    '/api/directory?search=asha',
    '/api/directory?occupation=Teacher',
    '/api/listings',
    '/api/listings?page=5',
    '/api/listings?search=catering',
    '/api/listings?category=Tutor',
    () => `/api/listings/${id('l', pick(members))}`,
    () => `/api/listings/${id('l', pick(members))}`,
    () => `/api/users/${id('b', pick(members))}`,
    () => `/api/users/${id('b', pick(members))}`,
    () => `/api/users/${id('b', pick(members))}`,
    '/api/profile/me',
    '/api/directory?page=2',
    '/api/listings?page=2',
    '/api/site-settings',
    '/api/health',
  ];
  const reads = Array.from({ length: loginEvery - 1 }, (_, i) => readList[i % readList.length]);
  // Each request's time from send to answer, by kind: reads and logins are reported apart, so the table shows
  // whether logins starve the pages. A connection sends its next request as the last answer arrives, so a
  // request's time runs from the previous answer on its connection; the first of each cycle (its context is
  // fresh) notes its own start. Static requests are then built once, as autocannon does without timing.
  const times = { reads: [], logins: [] };
  const timed = (kind, request, setup) => ({
    ...request,
    ...(setup && { setupRequest: setup }),
    onResponse: (status, body, context) => {
      const now = performance.now();
      if (context.last !== undefined) times[kind].push(now - context.last);
      context.last = now;
    },
  });
  const startCycle = (req, context) => {
    context.last = performance.now();
    return req;
  };
  const requests = [
    ...reads.map((path, i) =>
      typeof path === 'function'
        ? timed('reads', { method: 'GET', headers: auth }, (req) => ({ ...req, path: path() }))
        : timed('reads', { method: 'GET', headers: auth, path }, i === 0 ? startCycle : undefined),
    ),
    timed(
      'logins',
      { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } },
      (req) => ({
        ...req,
        body: JSON.stringify({ phoneNumber: phone(pick(members)), password: PASSWORD }),
      }),
    ),
  ];

  const run = (seconds) =>
    new Promise((resolve, reject) =>
      autocannon({ url: base, connections, duration: seconds, timeout: 10, requests }, (err, r) =>
        err ? reject(err) : resolve(r),
      ),
    );
  // A warm-up, not measured: a server fresh from its start compiles its code and fills its cached reads in the
  // first seconds (a health check then took 1.2 s); the goals are about a server at work.
  await run(WARM_UP_S);
  times.reads.length = times.logins.length = 0;

  const probes = [];
  const peak = new Map();
  const sampler = setInterval(() => {
    for (const pid of serverPids(server.pid)) peak.set(pid, Math.max(peak.get(pid) ?? 0, rssMb(pid)));
  }, 500);
  const serversCpu = () => serverPids(server.pid).reduce((sum, pid) => sum + processCpu(pid), 0);
  const prober = setInterval(() => void healthProbe().then((ms) => probes.push(ms)), 1000);
  const [machineFrom, serversFrom, ownFrom] = [machineCpu(), serversCpu(), process.cpuUsage()];
  const result = await run(duration);
  const [machineTo, servers, own] = [machineCpu(), serversCpu() - serversFrom, process.cpuUsage(ownFrom)];
  clearInterval(sampler);
  clearInterval(prober);
  await new Promise((r) => setTimeout(r, 1000));

  const worstProbe = probes.some((p) => p === null) ? Infinity : Math.max(...probes);
  const largest = Math.round(Math.max(...peak.values()));
  const errors = result.errors + result.non2xx;
  const where = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}`;
  console.log(
    `\n${where}; ${db.dialect}, ${processes} server process(es), ${members} members, ${connections} connections, ${duration} s`,
  );
  console.table([
    {
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'reads p99 ms': p99(times.reads),
      'logins p50 ms': p50(times.logins),
      'logins p99 ms': p99(times.logins),
      timeouts: result.timeouts,
      errors,
      'health worst ms': Number.isFinite(worstProbe) ? Math.round(worstProbe) : 'failed',
      'largest process MB': largest,
    },
  ]);
  console.log(`status codes: ${JSON.stringify(result.statusCodeStats)}`);
  // Where the cores went, per request: a server process's CPU includes its password hashes (libuv's threads).
  const served = result.requests.total || 1;
  const cpuMs = (seconds) => ((seconds * 1000) / served).toFixed(2);
  const generator = (own.user + own.system) / 1e6;
  const busy = machineTo.busy - machineFrom.busy;
  const idle = machineTo.idle - machineFrom.idle;
  console.log(
    `CPU per request (ms): servers ${cpuMs(servers)}, load generator ${cpuMs(generator)}, ` +
      `the rest (database, other work) ${cpuMs(Math.max(0, busy - servers - generator))}; ` +
      `cores busy ${Math.round((100 * busy) / (busy + idle))}%; 1 login in ${loginEvery} requests`,
  );
  // One a second: the early ones show how long the connections opened all at once took to be accepted.
  console.log(`health checks (ms, x failed): ${probes.map((p) => (p === null ? 'x' : Math.round(p))).join(' ')}`);
  const misses = [
    result.timeouts > 0 && 'timeouts',
    errors > 0 && 'errors',
    result.latency.p99 >= 200 && 'p99 >= 200 ms',
    worstProbe >= 1000 && 'health check >= 1 s',
    largest > 150 && 'memory > 150 MB',
  ].filter(Boolean);
  console.log(misses.length ? `below goal: ${misses.join(', ')}` : 'goal met');
} finally {
  await stopServer(server);
  if (target.pgUrl) await db.exec(`DROP SCHEMA ${pgSchema} CASCADE`);
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
