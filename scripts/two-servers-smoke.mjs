// Smoke test of two app servers on one PostgreSQL and one Redis (scripts/two-servers.mjs): a code asked on one
// registers on the other and its token works back, failed logins and code limits count together, each job runs once,
// each answers /api/ready and its metrics to the bearer of METRICS_TOKEN only. Bounded: under a minute.
// Build first. env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throw-away schema in
// it), REDIS_URL (default redis://127.0.0.1:6379), SMOKE_PORTS (default 3961,3962).
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { schemaUrl } from './bench/db.mjs';
import { startPair } from './two-servers.mjs';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = (process.env.SMOKE_PORTS ?? '3961,3962').split(',').map(Number);
const schema = `two_servers_${process.pid}`;
const metricsToken = randomBytes(24).toString('hex');
const deadline = setTimeout(() => {
  console.error('two-servers smoke: did not finish within 60 s');
  process.exit(1);
}, 60_000).unref();

/** The code the test message provider wrote for a phone in a server's data directory (polled for 5 s). */
async function codeSentTo(dataDir, phoneNumber) {
  for (let i = 0; i < 50; i++) {
    const lines = await readFile(path.join(dataDir, 'messages.jsonl'), 'utf8').catch(() => '');
    const sent = lines
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .findLast((message) => message.to === `+91${phoneNumber}` && message.code);
    if (sent) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

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
    env: { LOG_LEVEL: 'info', AUTH_IP_LIMIT: '0', METRICS_TOKEN: metricsToken },
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

  // A code asked on one server registers the member on the other, whose token then works on the first: codes live
  // in the database and their limits in Redis. The test message provider writes the code into the asking server's
  // DATA_DIR/messages.jsonl.
  const phoneNumber = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const password = 'two-servers-pass';
  const asked = await call(a, '/api/auth/otp', {
    method: 'POST',
    body: JSON.stringify({ phoneNumber, purpose: 'register' }),
  });
  const otp = await codeSentTo(a.dataDir, phoneNumber);
  const registered = await call(b, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Smoke Member', phoneNumber, occupation: 'Tester', password, otp }),
  });
  const { token } = await registered.json();
  const me = await call(a, '/api/profile/me', { headers: { authorization: `Bearer ${token}` } });
  check(
    asked.status === 202 && registered.ok && me.ok,
    `a code asked on server 1 registers on server 2, whose token works on server 1 (${asked.status}, ${registered.status}, ${me.status})`,
  );
  const again = await call(b, '/api/auth/otp', {
    method: 'POST',
    body: JSON.stringify({ phoneNumber, purpose: 'reset' }),
  });
  check(again.status === 429, `the 30 s between codes holds across servers (${again.status}, 429 expected)`);

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

  // What a balancer and a scraper ask (docs/DEPLOY.md): both servers ready; metrics for the token's bearer alone.
  const ready = await Promise.all(pair.servers.map((server) => call(server, '/api/ready')));
  check(
    ready.every((r) => r.status === 200),
    `both servers ready (${ready.map((r) => r.status).join(', ')})`,
  );
  const scraped = await call(b, '/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
  const refused = await call(b, '/api/metrics');
  check(
    scraped.status === 200 &&
      /^sangam_logins_total\{outcome="failure",page="member"\} \d+$/m.test(await scraped.text()) &&
      refused.status === 401,
    `metrics answer the token's bearer and count failed logins (${scraped.status}; ${refused.status} without it)`,
  );

  // Every job (one lease row each) has run, each on one server only. A scheduler's presence lease ("server
  // <host>", held while it runs so a restore can tell a running site) is no job.
  const jobs = async () =>
    (await admin.query(`SELECT name FROM ${schema}.job_leases WHERE name NOT LIKE 'server %' ORDER BY name`)).rows.map(
      (r) => r.name,
    );
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
