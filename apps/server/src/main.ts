import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/dialect.ts';
import { openDatabase } from './db/open.ts';
import { answerWorkersMetrics } from './features/metrics/cluster-metrics.ts';
import { appJobs } from './jobs/registry.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { MemoryCounters, type Counters } from './lib/counters.ts';
import { setCacheBudget } from './lib/cache.ts';
import { RedisCounters } from './lib/redis-counters.ts';
import { ensureAdmin } from './seed/accounts.ts';
import { seedDemo } from './seed/demo.ts';

// src/main.ts under tsx and dist/main.js when built both sit two levels below apps/.
const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

/**
 * WEB_CONCURRENCY > 1: the primary migrates and seeds once, then forks that many workers that share the port
 * (node:cluster hands them connections in turn, so a busy worker never stops new connections being accepted) and
 * replaces a worker that dies. Each worker serves the site and runs the job scheduler; the lease table lets one
 * process run each job. With 1 the server runs in this process.
 */
async function start() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, await openDatabase(config, { migrate: false }));
  const database = await openDatabase(config);
  const demo = await prepare(config, database);
  if (config.webConcurrency === 1) return serve(config, database, demo);
  await database.close();
  forkWorkers(config, demo);
}

type Demo = Awaited<ReturnType<typeof seedDemo>> | undefined;

/** Once per install start, before any request: the first admin and the demo community. */
async function prepare(config: Config, database: DatabaseHandle): Promise<Demo> {
  if (config.admin) {
    const admin = await ensureAdmin(database.db, config.admin);
    if (admin === 'created') console.log(`Created the first admin (${config.admin.phone}).`);
    else if (admin === 'exists') console.log(`ADMIN_PHONE ${config.admin.phone} is an admin already: left unchanged.`);
    else console.log(`ADMIN_PHONE ${config.admin.phone} belongs to a member: left unchanged, no admin created.`);
  }
  return config.seedDemo
    ? await seedDemo(database.db, config.dataDir, { adminConfigured: Boolean(config.admin) })
    : undefined;
}

function forkWorkers(config: Config, demo: Demo) {
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    if (++listening === config.webConcurrency) announce(config, demo, config.webConcurrency);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that cannot start (port taken, database down) would be replaced forever: stop instead (the
    // others end with the primary).
    if (listening < config.webConcurrency) {
      console.error(`A server process failed while starting (${signal ?? code}); stopping.`);
      process.exit(1);
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(1), 12_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(force);
        process.exit(0);
      }
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  answerWorkersMetrics();
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/** One server process: the app, its job scheduler and a graceful stop. */
async function serve(config: Config, database: DatabaseHandle, demo?: Demo) {
  // Several app servers count rate limits together in Redis; one server counts in memory.
  let counters: Counters = new MemoryCounters();
  if (config.redisUrl) {
    const redis = new RedisCounters(config.redisUrl);
    await redis.ping();
    counters = redis;
  }

  setCacheBudget(config.cacheBytes);
  const app = await buildApp({ config: { ...config, webDist: config.webDist ?? defaultWebDist }, database, counters });
  const jobs = appJobs(database, config);
  const scheduler = new Scheduler({
    db: database.db,
    jobs,
    log: app.log.child({ module: 'jobs' }),
    // Checked at least as often as the most frequent job is due (data exports: every 15 s), at most once a minute.
    tickMs: Math.min(60_000, ...jobs.map((job) => job.intervalMs)),
  });
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await scheduler.stop();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Ctrl-C reaches every process of the group; a worker lets the primary stop it.
  process.on('SIGINT', () => void (cluster.isWorker ? undefined : stop('SIGINT')));

  await app.listen({ port: config.port, host: config.host });
  scheduler.start();
  if (!cluster.isWorker) announce(config, demo, 1);
}

function announce(config: Config, demo: Demo, processes: number) {
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  console.log(
    `\nSangam is running at ${where} (${dialect}, ${processes === 1 ? '1 process' : `${processes} processes`})`,
  );
  if (demo && !config.admin) {
    console.log(`Demo sign-in (set ADMIN_PHONE and ADMIN_PASSWORD to choose your own admin):`);
    if (demo.adminPhone) console.log(`  admin:   ${demo.adminPhone} at ${where}/admin-login`);
    console.log(`  members: ${demo.memberPhones.join(', ')}`);
    console.log(`  password for all of them: ${demo.password}\n`);
  } else if (!config.admin) {
    console.log('No admin configured: set ADMIN_PHONE and ADMIN_PASSWORD and restart.\n');
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
