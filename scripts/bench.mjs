// npm run bench: every list route (first page, a deep page, a rare and a common search) against a raw
// node:http baseline answering the same page from the same database with one prepared statement, in the same
// run, with one server process and with one per core; each row gives the p99 of both. Build first (npm run build).
//
//   npm run bench                                   1,000 records, SQLite, 2 s per request, 50 connections
//   npm run bench -- --scale=1000,100000,1000000    grows one database through each scale (the full measure)
//                                                   and compares the largest with the smallest side by side
//   npm run bench -- --pg=postgres://postgres@127.0.0.1:5432/test   PostgreSQL (a throw-away schema in it)
//   npm run bench -- --random --scale=100000     each request different: random directory pages and member-name
//                                                   searches, without and with 20 profile edits a second (random.mjs)
//   options: --duration=10 (s per request) --connections=50 --processes=both|1|all --only=directory,listings
//            --port=3977 (app; the raw baseline takes the next one, the smallest scale's copy the one after)
//            --keep (leave the database behind)
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   extra Node flags for the app's processes (a profile)
//
// Records are bulk-inserted straight into the database (members, and as many listings, articles, questions,
// matrimonial profiles and submissions of one form), then ANALYZEd. Every
// run is bounded: duration x requests x modes, plus seeding (about a minute per million rows on SQLite).
import autocannon from 'autocannon';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchDb, schemaUrl } from './bench/db.mjs';
import { ROUTES, casesOf } from './bench/routes.mjs';
import { SEEDERS, analyze, seedBenchForm, seedViewerProfile, widenDirectory } from './bench/seed.mjs';
import { children, drained, largestRssMb, start, stop, waitFor } from './bench/processes.mjs';
import { printReport, rps } from './bench/report.mjs';
import { randomCases, startWriter } from './bench/random.mjs';
import { SERVER_ENV, SERVER_MAIN, SERVER_NODE_FLAGS } from './server-command.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : '1'];
  }),
);
const env = process.env;
const scales = String(args.scale ?? env.BENCH_SCALE ?? '1000')
  .split(',')
  .map((s) => Number(s.replace(/[_,]/g, '')))
  .sort((a, b) => a - b);
if (scales.some((s) => !Number.isInteger(s) || s < 100)) throw new Error('--scale takes record counts of 100 or more');
const duration = Number(args.duration ?? env.BENCH_DURATION ?? 2);
const connections = Number(args.connections ?? env.BENCH_CONNECTIONS ?? 50);
const cores = os.availableParallelism();
const modes = { 1: [1], all: [cores], both: cores > 1 ? [1, cores] : [1] }[args.processes ?? 'both'];
const only = args.only ? new Set(args.only.split(',')) : undefined;
const PORT = Number(args.port ?? env.BENCH_PORT ?? 3977);
const RAW_PORT = PORT + 1;
const SMALL_PORT = PORT + 2;
const pgBase = args.pg ?? env.BENCH_DATABASE_URL;
const keep = Boolean(args.keep);
const random = Boolean(args.random);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
const pgSchema = `perf_bench_${process.pid}`;
const target = pgBase
  ? { pgUrl: pgBase, pgSchema, databaseUrl: schemaUrl(pgBase, pgSchema) }
  : { sqliteFile: path.join(dataDir, 'sangam.sqlite') };
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { phoneNumber: '9000000001', password: 'bench-admin-password' };
const MEMBER = { name: 'Bench Viewer', phoneNumber: '9876500000', occupation: 'Tester', password: 'bench-pass' };

const startApp = (processes, { port = PORT, dir = dataDir } = {}) =>
  start(
    SERVER_MAIN,
    [],
    {
      PORT: String(port),
      ...SERVER_ENV,
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      SEED_DEMO: '0',
      ADMIN_PHONE: ADMIN.phoneNumber,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_IP_LIMIT: '0',
      // The viewer signs up through the API; what is measured is the lists, not the code step.
      PHONE_VERIFICATION: 'off',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(processes),
    },
    [...SERVER_NODE_FLAGS, ...(env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
  );

const post = async (url, body, at = base) => {
  const res = await fetch(at + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};
const signIn = async (at = base) => ({
  member: { authorization: `Bearer ${(await post('/api/auth/login', MEMBER, at)).token}` },
  admin: { authorization: `Bearer ${(await post('/api/auth/admin-login', ADMIN, at)).token}` },
});

/** One run of a case: a random case draws each request's path anew, with its writer going on when it has one. */
const run = async (c, at, headers) => {
  const writer = c.writing ? startWriter(base, (await signIn()).member) : undefined;
  try {
    const result = c.appPath
      ? await load(at, headers, {
          requests: [{ setupRequest: (req) => ({ ...req, path: at === base ? c.appPath() : c.rawPath() }) }],
        })
      : await load(at + (at === base ? c.url : `/${c.id}`), headers);
    if (writer) result.writes = { ...writer.state };
    return result;
  } finally {
    writer?.stop();
  }
};

const load = (url, headers, options = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections, duration, timeout: 10, ...options }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

const db = await (async () => {
  if (target.pgUrl) {
    const admin = openBenchDb({ pgUrl: target.pgUrl, pgSchema: 'public' });
    await admin.exec(`CREATE SCHEMA ${pgSchema}`);
    await admin.close();
  }
  return openBenchDb(target);
})();

const results = []; // { scale, processes, case, app, raw }
const flat = []; // { processes, case, small: [req/s], large: [req/s] }
// SQLite: a copy of the database at the smallest scale, served beside the grown one at the end, so the two are
// compared in turns, minutes apart at most, rather than an hour apart on a machine whose speed drifts meanwhile.
const smallDir =
  !target.pgUrl && scales.length > 1 ? mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-small-')) : undefined;
const notes = [];
try {
  // First start: migrations, the first admin; the viewer registers and becomes premium.
  let app = startApp(1);
  await waitFor(`${base}/api/health`);
  await post('/api/auth/register', MEMBER);
  await db.exec(
    `UPDATE users SET plan_type = 'premium', premium_expires_at = '2099-01-01T00:00:00.000Z' WHERE phone_number = ?`,
    [MEMBER.phoneNumber],
  );
  await widenDirectory(db);
  // The submissions list is one form's: the form exists before its route is probed.
  await seedBenchForm(db);
  // Matches are the viewer's own profile's: it exists before its route is probed.
  await seedViewerProfile(db, MEMBER.phoneNumber);
  const tokens = await signIn();
  // Which list routes exist on this branch (404 NOT_FOUND: not built yet) and which can be seeded.
  const routes = [];
  for (const route of ROUTES) {
    if (only && !only.has(route.name)) continue;
    const res = await fetch(`${base}${route.path}`, { headers: tokens[route.viewer] });
    if (res.status === 404) notes.push(`${route.name}: ${route.path} does not exist on this branch; skipped`);
    else if (!SEEDERS[route.table] || !route.raw)
      notes.push(
        `${route.name}: ${route.path} exists but has no bulk seeder (bench/seed.mjs) or raw statement (bench/routes.mjs); skipped`,
      );
    else routes.push(route);
  }
  await stop(app);

  let seeded = 0;
  for (const scale of scales) {
    const t0 = Date.now();
    const tables = [...new Set(['users', ...routes.map((r) => r.table)])];
    for (const table of tables) await SEEDERS[table](db, seeded, scale, scale);
    await analyze(db, tables);
    console.log(`seeded ${scale.toLocaleString('en')} records per table in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (smallDir && scale === scales[0]) {
      // The server's secrets too, so either copy can be served the same way.
      for (const name of readdirSync(dataDir).filter((n) => !n.startsWith('sangam.sqlite')))
        copyFileSync(path.join(dataDir, name), path.join(smallDir, name));
      await db.exec(`VACUUM INTO '${path.join(smallDir, 'sangam.sqlite')}'`);
    }
    seeded = scale;
    const cases = random
      ? routes.filter((route) => route.name === 'directory').flatMap((route) => randomCases(route, scale, db.dialect))
      : routes.flatMap((route) => casesOf(route, scale, db.dialect));
    for (const processes of modes) {
      app = startApp(processes);
      const raw = start('scripts/bench/raw-server.mjs', [], {
        BENCH_RAW: JSON.stringify({
          port: RAW_PORT,
          processes,
          sqliteFile: target.sqliteFile,
          pgUrl: target.pgUrl,
          pgSchema,
          cases: Object.fromEntries(cases.filter((c) => !c.appPath).map((c) => [c.id, c.raw])),
          random: cases.find((c) => c.appPath)?.raw,
        }),
      });
      await waitFor(`${base}/api/health`);
      await waitFor(`http://127.0.0.1:${RAW_PORT}/${random ? 'r/p/1' : cases[0].id}`);
      const heads = await signIn();
      // A few requests of each first, so neither side is measured while its code is still being compiled.
      const rawBase = `http://127.0.0.1:${RAW_PORT}`;
      for (const c of cases) {
        await load(base + c.url, heads[c.route.viewer], { amount: 50, connections: 5 });
        if (!c.appPath) await load(`${rawBase}/${c.id}`, {}, { amount: 50, connections: 5 });
      }
      for (const c of cases) {
        const appRun = await run(c, base, heads[c.route.viewer]);
        await drained(`${base}/api/site-settings`);
        const rawRun = await run(c, rawBase, {});
        await drained(`http://127.0.0.1:${RAW_PORT}/idle`);
        results.push({ scale, processes, case: c, app: appRun, raw: rawRun });
      }
      notes.push(
        `${scale.toLocaleString('en')} records, ${processes} process(es): largest server process ${largestRssMb(app.pid)} MB resident after the runs`,
      );
      await stop(raw);
      await stop(app);
    }
  }
  if (smallDir) {
    // Flat with size: each request against the smallest and the largest scale in turns, twice each.
    const [smallCases, largeCases] = [scales[0], scales.at(-1)].map((scale) =>
      routes.flatMap((route) => casesOf(route, scale, db.dialect)),
    );
    const smallBase = `http://127.0.0.1:${SMALL_PORT}`;
    for (const processes of modes) {
      const servers = [startApp(processes, { port: SMALL_PORT, dir: smallDir }), startApp(processes)];
      await waitFor(`${smallBase}/api/health`);
      await waitFor(`${base}/api/health`);
      const heads = { small: await signIn(smallBase), large: await signIn() };
      // The same request at each scale (a deep page is deeper in the larger list), as its viewer.
      const pairs = largeCases.map((large) => ({
        case: large,
        small: {
          base: smallBase,
          url: smallCases.find((c) => c.id === large.id).url,
          headers: heads.small[large.route.viewer],
        },
        large: { base, url: large.url, headers: heads.large[large.route.viewer] },
      }));
      for (const pair of pairs) {
        for (const side of [pair.small, pair.large]) {
          await load(side.base + side.url, side.headers, { amount: 50, connections: 5 });
        }
      }
      for (const pair of pairs) {
        const runs = { small: [], large: [] };
        for (let turn = 0; turn < 2; turn++) {
          for (const which of ['small', 'large']) {
            const side = pair[which];
            runs[which].push(rps(await load(side.base + side.url, side.headers)));
            await drained(`${side.base}/api/site-settings`);
          }
        }
        flat.push({ processes, case: pair.case, ...runs });
      }
      for (const server of servers) await stop(server);
    }
  }
} finally {
  for (const child of children) await stop(child);
  if (target.pgUrl && !keep) await db.exec(`DROP SCHEMA ${pgSchema} CASCADE`);
  await db.close();
  if (smallDir) rmSync(smallDir, { recursive: true, force: true });
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`kept ${target.pgUrl ? `schema ${pgSchema}` : dataDir}`);
}

printReport({ results, flat, scales, modes, connections, duration, cores, dialect: db.dialect, notes });
