import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import webpush from 'web-push';
import { expect } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { TEST_PAYMENT_KEY_ID, type Config } from '../config.ts';
import { type DatabaseHandle } from '../db/dialect.ts';
import { openPostgres } from '../db/postgres.ts';
import { openSqlite } from '../db/sqlite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/types.ts';
import type { Counters } from '../lib/counters.ts';
import { DEFAULT_CACHE_BYTES } from '../lib/cache.ts';

/**
 * A fresh app on a fresh database: SQLite in memory, or with DATABASE_URL set, its own PostgreSQL database (a copy
 * of a template migrated once for the run).
 * Tests run against both; nothing is shared between test files. `extend` mounts test-only routes (a route that
 * exercises a helper no feature route uses yet) before the app is ready; the real app never has them.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { counters, extend }: { counters?: Counters; extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<FastifyInstance & { dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  let database: DatabaseHandle;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    // A copy of a database migrated once for the run (a tenth of the time of running every migration again).
    const name = `sangam_t_${randomBytes(6).toString('hex')}`;
    const template = await postgresTemplate(serverUrl);
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    url = databaseUrl(serverUrl, name);
    database = openPostgres(url);
    // Not WITH (FORCE): a pool's last connection may still be closing, and forcing it would fail it in the test.
    dropDatabase = () =>
      withClient(serverUrl, async (c) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
            await new Promise((done) => setTimeout(done, 100));
          }
        }
      });
  } else {
    database = openSqlite(':memory:');
  }
  // Every migration in memory (SQLite: as quick as opening a copy); nothing to run on PostgreSQL's copy.
  await migrateToLatest(database.db);
  const config = testConfig({ databaseUrl: url, ...overrides });
  const app = await buildApp({ config, database, logger: false, ...(counters ? { counters } : {}) });
  if (extend) await extend(app);
  await app.ready();
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  });
}

/** Every migration's text: a template database is made again when one changes or is added. */
const migrationsHash = (() => {
  const folder = path.join(import.meta.dirname, '../db');
  const files = [
    'migrate.ts',
    'change-stamps.ts',
    ...readdirSync(path.join(folder, 'migrations')).map((f) => `migrations/${f}`),
  ];
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
})();

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

const OBJECT_IN_USE = '55006';

let postgresTemplateName: Promise<string> | undefined;
/**
 * The name of a PostgreSQL database holding every migration, made once by whichever test process comes first (the
 * others wait on an advisory lock) and copied for each test app. Older templates are dropped.
 */
function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `sangam_tpl_${migrationsHash}`;
  postgresTemplateName ??= withClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['sangam test template']);
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'sangam\\_tpl\\_%'",
      );
      if (rows.some((row) => row.datname === name)) return name;
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      // Built under another name and renamed when whole: a process killed halfway leaves no broken template.
      const building = `${name}_building`;
      await client.query(`CREATE DATABASE ${building}`);
      const handle = openPostgres(databaseUrl(serverUrl, building));
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['sangam test template']);
    }
  });
  return postgresTemplateName;
}

/** What buildTestApp gives: the app with its `dispose`. */
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** How many rows a table holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

let vapidKeys: { publicKey: string; privateKey: string } | undefined;

/** The configuration of a test app: nothing persisted outside a temporary folder, no limits unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sangam-test-')),
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    admin: undefined,
    seedDemo: false,
    logLevel: 'silent',
    authIpLimit: 0,
    trustProxy: false,
    // The earlier registration contract; the one-time code tests ask for 'required'.
    phoneVerification: 'off',
    otpHourlyLimit: 0,
    messages: { providers: [] },
    publicUrl: 'https://sangam.example',
    redisUrl: undefined,
    webDist: undefined,
    webConcurrency: 1,
    maxInFlight: 0,
    bodyTimeoutMs: 0,
    cacheBytes: DEFAULT_CACHE_BYTES,
    // The tests' fake push services listen on this machine, as outside production.
    push: {
      ...(vapidKeys ??= webpush.generateVAPIDKeys()),
      subject: 'mailto:webmaster@sangam.example',
      allowLocalTestService: true,
    },
    payments: {
      provider: 'test',
      keyId: TEST_PAYMENT_KEY_ID,
      keySecret: randomBytes(24).toString('hex'),
      webhookSecret: randomBytes(24).toString('hex'),
    },
    ...overrides,
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Expects a reply that refuses one field: the status, and a body of the error type whose message is also the
 * field's. `exact` also rules out any other key in the body and any other field.
 */
export function expectFieldRefusal(
  res: { statusCode: number; json: () => unknown },
  status: number,
  type: string,
  field: string,
  message: string,
  { exact = false } = {},
) {
  expect(res.statusCode).toBe(status);
  const body = { message, type, fields: { [field]: message } };
  if (exact) expect(res.json()).toEqual(body);
  else expect(res.json()).toMatchObject(body);
}

/** Expects a 201 and gives what the reply says was created, under `key` ({ user }, { form }...). */
export function created(res: LightMyRequestResponse, key: string) {
  expect(res.statusCode).toBe(201);
  return res.json()[key];
}

/** A member's edit of their own profile (PUT /api/profile/me), expected to succeed. */
export async function editProfile(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'PUT', url: '/api/profile/me', headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** POSTs a body as it is, with the given content type (inject sends a string unencoded): for malformed bodies. */
export const postRaw = (app: FastifyInstance, url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
