// Smoke test of two app servers on one PostgreSQL and one Redis (scripts/two-servers.mjs): a token from one
// works on the other, failed logins count together, each job runs once. Bounded: under a minute.
// Build first. env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throw-away schema in
// it), REDIS_URL (default redis://127.0.0.1:6379), SMOKE_PORTS (default 3961,3962).
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { schemaUrl } from './bench/db.mjs';
import { startPair } from './two-servers.mjs';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = (process.env.SMOKE_PORTS ?? '3961,3962').split(',').map(Number);
const schema = `two_servers_${process.pid}`;
const deadline = setTimeout(() => {
  console.error('two-servers smoke: did not finish within 60 s');
  process.exit(1);
}, 60_000).unref();

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);

const jobRuns = new Map(); // job name -> servers that ran it
let pair;
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failed = true;
};
try {
  pair = await startPair({
    ports,
    databaseUrl: schemaUrl(baseUrl, schema),
    redisUrl,
    env: { LOG_LEVEL: 'info', AUTH_IP_LIMIT: '0' },
    onLine: (index, line) => {
      if (!line.startsWith('{')) return void (line.trim() && console.log(`[server ${index + 1}] ${line}`));
      const entry = JSON.parse(line);
      if (entry.msg === 'job ran') jobRuns.set(entry.job, [...(jobRuns.get(entry.job) ?? []), index + 1]);
      if (entry.level >= 50) console.error(`[server ${index + 1}] ${line}`);
    },
  });
  const [a, b] = pair.servers;
  const call = (server, url, options = {}) =>
    fetch(server.url + url, {
      ...options,
      headers: { 'content-type': 'application/json', ...options.headers },
    });

  // A member registers on one server and is signed in on the other.
  const phoneNumber = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const password = 'two-servers-pass';
  const registered = await call(a, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Smoke Member', phoneNumber, occupation: 'Tester', password }),
  });
  const { token } = await registered.json();
  const me = await call(b, '/api/profile/me', { headers: { authorization: `Bearer ${token}` } });
  check(registered.ok && me.ok, `a token from server 1 works on server 2 (${registered.status}, ${me.status})`);

  // Four wrong passwords spread over both servers; the next try must wait, whichever server it reaches.
  const login = (server, pass) =>
    call(server, '/api/auth/login', { method: 'POST', body: JSON.stringify({ phoneNumber, password: pass }) });
  const statuses = [];
  for (const server of [a, b, a, b]) statuses.push((await login(server, 'wrong-password')).status);
  const fifth = await login(a, password);
  check(
    statuses.every((s) => s === 401) && fifth.status === 429,
    `failed logins count together (401 x4 then ${fifth.status}, 429 expected)`,
  );

  // Every job (one lease row each) has run, each on one server only.
  const jobs = async () =>
    (await admin.query(`SELECT name FROM ${schema}.job_leases ORDER BY name`)).rows.map((r) => r.name);
  let names = await jobs();
  for (let i = 0; i < 100 && (names.length === 0 || names.some((n) => !jobRuns.has(n))); i++) {
    await new Promise((r) => setTimeout(r, 200));
    names = await jobs();
  }
  await new Promise((r) => setTimeout(r, 2000)); // room for a second run, were there one
  const runs = names.map((n) => `${n}: ${(jobRuns.get(n) ?? []).map((s) => `server ${s}`).join(', ') || 'never'}`);
  check(names.length > 0 && names.every((n) => jobRuns.get(n)?.length === 1), `each job ran once (${runs.join('; ')})`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await pair?.stop();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  clearTimeout(deadline);
}
console.log(failed ? 'two-servers smoke: FAILED' : 'two-servers smoke: passed');
process.exit(failed ? 1 : 0);
