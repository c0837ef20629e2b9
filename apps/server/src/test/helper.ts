import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import webpush from 'web-push';
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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
 * A fresh app on a fresh database: SQLite in memory, or with DATABASE_URL set, its own PostgreSQL schema.
 * Tests run against both; nothing is shared between test files. `extend` mounts test-only routes (a route that
 * exercises a helper no feature route uses yet) before the app is ready; the real app never has them.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { counters, extend }: { counters?: Counters; extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<FastifyInstance & { dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  let database: DatabaseHandle;
  let dropSchema = async () => {};
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await withClient(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
    database = openPostgres(url, schema);
    await migrateToLatest(database.db, schema);
    dropSchema = async () => {
      await withClient(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    };
  } else {
    database = openSqlite(':memory:');
    await migrateToLatest(database.db);
  }
  const config = testConfig({ databaseUrl: url, ...overrides });
  const app = await buildApp({ config, database, logger: false, ...(counters ? { counters } : {}) });
  if (extend) await extend(app);
  await app.ready();
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await database.close();
      await dropSchema();
    },
  });
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
    push: { ...(vapidKeys ??= webpush.generateVAPIDKeys()), subject: 'mailto:webmaster@sangam.example' },
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

/** POSTs a body as it is, with the given content type (inject sends a string unencoded): for malformed bodies. */
export const postRaw = (app: FastifyInstance, url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
