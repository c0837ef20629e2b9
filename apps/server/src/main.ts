import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { appJobs } from './jobs/registry.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { MemoryCounters, type Counters } from './lib/counters.ts';
import { RedisCounters } from './lib/redis-counters.ts';
import { ensureAdmin } from './seed/accounts.ts';
import { seedDemo } from './seed/demo.ts';

// src/main.ts under tsx and dist/main.js when built both sit two levels below apps/.
const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

async function start() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.admin) {
    const admin = await ensureAdmin(database.db, config.admin);
    if (admin === 'created') console.log(`Created the first admin (${config.admin.phone}).`);
    else if (admin === 'exists') console.log(`ADMIN_PHONE ${config.admin.phone} is an admin already: left unchanged.`);
    else console.log(`ADMIN_PHONE ${config.admin.phone} belongs to a member: left unchanged, no admin created.`);
  }
  const demo = config.seedDemo
    ? await seedDemo(database.db, config.dataDir, { adminConfigured: Boolean(config.admin) })
    : undefined;
  // Several app servers count rate limits together in Redis; one server counts in memory.
  let counters: Counters = new MemoryCounters();
  if (config.redisUrl) {
    const redis = new RedisCounters(config.redisUrl);
    await redis.ping();
    counters = redis;
  }

  const app = await buildApp({ config: { ...config, webDist: config.webDist ?? defaultWebDist }, database, counters });
  const scheduler = new Scheduler({
    db: database.db,
    jobs: appJobs(database, config),
    log: app.log.child({ module: 'jobs' }),
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
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  scheduler.start();
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nSangam is running at ${where} (${database.dialect})`);
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
