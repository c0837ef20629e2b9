// Two app servers on one PostgreSQL and one Redis, as behind a load balancer: each its own process, data
// directory and port; they share the database, the Redis counters and the secrets (as real servers would get
// them from the environment). Build first (npm run build).
//
//   node scripts/two-servers.mjs            http://127.0.0.1:3001 and http://127.0.0.1:3002 until Ctrl-C
//   env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sangam), REDIS_URL (default
//   redis://127.0.0.1:6379), PORTS (default 3001,3002); other variables (ADMIN_PHONE, ...) pass through.
//
// scripts/two-servers-smoke.mjs uses startPair() to prove they serve one site.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the pair at once (they race for the migrations and the job leases, as a fresh deploy does) and
 * answers when both pass their health check. `onLine(server, line)` receives each line they print.
 */
export async function startPair({ ports, databaseUrl, redisUrl, env = {}, onLine = () => {} }) {
  const secrets = {
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    PAYMENT_KEY_SECRET: process.env.PAYMENT_KEY_SECRET ?? randomBytes(24).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
  };
  const servers = ports.map((port, index) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `sangam-server-${index + 1}-`));
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        WEB_CONCURRENCY: '1',
        ...env,
        ...secrets,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8').on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) onLine(index, line);
      });
    }
    return { port, url: `http://127.0.0.1:${port}`, child, dataDir };
  });
  const stop = async () => {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((resolve) => {
            if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
            s.child.once('exit', resolve).kill('SIGTERM');
          }),
      ),
    );
    for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((s) => waitHealthy(s)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

async function waitHealthy(server) {
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server on port ${server.port} ended while starting`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${server.port} did not answer in 30 s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ports = (process.env.PORTS ?? '3001,3002').split(',').map(Number);
  const pair = await startPair({
    ports,
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sangam',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    onLine: (index, line) => console.log(`[server ${index + 1}] ${line}`),
  });
  console.log(`Two servers on one database and one Redis: ${pair.servers.map((s) => s.url).join(' and ')}`);
  const stop = () => void pair.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
