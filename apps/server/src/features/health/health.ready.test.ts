import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openPostgres } from '../../db/postgres.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { useTestApp } from '../../test/factories.ts';
import { buildAppOn } from '../../test/app-on.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { sampleOf, scrape } from '../../test/prometheus.ts';

const serverUrl = process.env.DATABASE_URL;

const admin = async (url: string, query: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query).finally(() => client.end());
};

describe('GET /api/ready', () => {
  const ctx = useTestApp();

  it('answers 200 when the database answers and has every migration', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    }
  });
});

describe('GET /api/ready on a database a newer version migrated further', () => {
  const ctx = useTestApp();

  it('stays 200: in a rolling upgrade the first new server migrates while the others still serve', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999999999_newer_version', '2099-01-01')`.execute(
      ctx.app.db,
    );
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ migrations: 'current' });
  });
});

describe('GET /api/ready on a database behind the code', () => {
  // A database migrated only up to the first migration: its own schema on PostgreSQL, a fresh file on SQLite.
  const schema = `ready_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildAppOn>>;
  beforeAll(async () => {
    if (serverUrl) {
      await admin(serverUrl, `CREATE SCHEMA ${schema}`);
      database = openPostgres(serverUrl, schema);
    } else {
      database = openSqlite(':memory:');
    }
    await migrateToLatest(database.db, serverUrl ? schema : undefined, '2026112201_accounts');
    app = await buildAppOn(database, { databaseUrl: serverUrl });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (serverUrl) await admin(serverUrl, `DROP SCHEMA ${schema} CASCADE`);
  });

  it('answers 503 saying the migrations are behind, while /api/health stays 200', async () => {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'behind' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('turns 200 once the database is migrated', async () => {
    await migrateToLatest(database.db, serverUrl ? schema : undefined);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

/** A member's request while the database is down: 503, the site down for a moment (no reference), and when to ask again. */
function expectSiteDown(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    message: 'The site is down for a moment. Please try again in a few minutes.',
    type: 'UNAVAILABLE',
  });
}

describe.runIf(serverUrl)('GET /api/ready when PostgreSQL stops', () => {
  let app: TestApp;
  let name: string;
  beforeAll(async () => {
    app = await buildTestApp();
    name = new URL(app.config.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => {
    await admin(serverUrl!, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await app.dispose();
  });

  it('answers 503 while the database refuses connections, and 200 again when it is back', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    // What the app sees of a stopped server: its open connections end and no new one is accepted.
    await admin(serverUrl!, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(serverUrl!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const down = await app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'error', migrations: 'unknown' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    // A member's request: 503, the site is down (no reference to quote), and when to ask again.
    expectSiteDown(await app.inject({ url: '/api/news' }));
    // The metrics still answer, and say the database is down.
    expect(sampleOf(await scrape(app), 'sangam_database_up')).toBe(0);

    await admin(serverUrl!, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect(sampleOf(await scrape(app), 'sangam_database_up')).toBe(1);
  });

  it('a connection dropped while a request holds it fails that request only; the process goes on', async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let carryOn!: () => void;
    const carry = new Promise<void>((resolve) => (carryOn = resolve));
    const transaction = app.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      holding();
      await carry;
      await sql`SELECT 1`.execute(trx);
    });
    await held;
    // Unheard, the dropped connection's 'error' would end the process (Vitest reports it as an uncaught error).
    await admin(serverUrl!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    carryOn();
    await expect(transaction).rejects.toThrow();
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('a request while SQLite cannot write (its disk full)', () => {
  it('answers 503, the site down for a moment, with no reference and when to ask again', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const app = await buildAppOn(database);
    try {
      // The disk is full: SQLite refuses the new member's row (SQLITE_FULL), as better-sqlite3 reports it.
      const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('SELECT 1')) as SQLite.Statement;
      const run = statement.run;
      vi.spyOn(statement, 'run').mockImplementation(function (this: SQLite.Statement, ...params: unknown[]) {
        if (/^insert into "users"/.test(this.source)) {
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        }
        return run.apply(this, params);
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Full Disk',
          phoneNumber: '9876543210',
          occupation: 'Teacher',
          password: 'secret-pass',
          acceptTerms: true,
          isAdult: true,
        },
      });
      expectSiteDown(res);
      // Nothing half-written.
      expect(
        await database.db.selectFrom('users').select('id').where('phoneNumber', '=', '9876543210').execute(),
      ).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await app.close();
    }
  });
});

describe('GET /api/ready when SQLite is gone', () => {
  it('answers 503 once the database no longer answers', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const app = await buildAppOn(database);
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'error', migrations: 'unknown' });
    } finally {
      await app.close();
    }
  });
});
