import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openPostgres } from '../../db/postgres.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { makeMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import type { RestoreSite } from './backup.service.ts';
import { tableCounts } from './backups.queries.ts';

export const serverUrl = process.env.DATABASE_URL;
export const dialect = serverUrl ? 'postgres' : 'sqlite';

export const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-backups-test-'));

export type TestSite = RestoreSite & { db: Db; dispose: () => Promise<void> };

/**
 * A test app's database as a site a backup reaches, with a handle on it: on PostgreSQL the app's own database; on
 * SQLite (whose test apps live in memory) a copy in a file of DATA_DIR, made when this is called. Its secret is the
 * app's (erasures the app made are the site's).
 */
export async function siteOf(app: TestApp): Promise<TestSite> {
  const { jwtSecret } = app.config;
  if (serverUrl)
    return {
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      jwtSecret,
      db: app.db,
      dispose: async () => {},
    };
  const dataDir = tempDir();
  const file = path.join(dataDir, 'sangam.sqlite');
  await sql`VACUUM INTO ${file}`.execute(app.db);
  const handle = openSqlite(file);
  return { databaseUrl: undefined, dataDir, jwtSecret, db: handle.db, dispose: () => handle.close() };
}

/**
 * A test app and its site (siteOf) for the tests of a file, made in beforeAll after `seed` (by default, one admin)
 * ran on the app, and disposed in afterAll: `const ctx = useBackupSite()`, then `ctx.app`, `ctx.site`.
 */
export function useBackupSite(seed: (app: TestApp) => Promise<unknown> = (app) => makeMember(app, 'admin')) {
  const ctx = {} as { app: TestApp; site: TestSite };
  beforeAll(async () => {
    ctx.app = await buildTestApp();
    await seed(ctx.app);
    ctx.site = await siteOf(ctx.app);
  });
  afterAll(async () => {
    await ctx.site?.dispose();
    await ctx.app?.dispose();
  });
  return ctx;
}

/**
 * A site with nothing in it, as after a wipe: an empty DATA_DIR (SQLite), or a new empty PostgreSQL database; with
 * `upTo`, its schema migrated up to that migration only (an older installation).
 */
export async function emptySite(upTo?: string): Promise<RestoreSite & { db: () => Db; dispose: () => Promise<void> }> {
  const dataDir = tempDir();
  const jwtSecret = randomBytes(32).toString('hex');
  if (!serverUrl) {
    let handle: ReturnType<typeof openSqlite> | undefined;
    const file = path.join(dataDir, 'sangam.sqlite');
    if (upTo) {
      handle = openSqlite(file);
      await migrateToLatest(handle.db, undefined, upTo);
    }
    return {
      databaseUrl: undefined,
      dataDir,
      jwtSecret,
      db: () => (handle ??= openSqlite(file)).db,
      dispose: async () => handle?.close(),
    };
  }
  const name = `sangam_bk_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  if (upTo) await migrateToLatest(handle.db, undefined, upTo);
  return {
    databaseUrl: url.href,
    dataDir,
    jwtSecret,
    db: () => handle.db,
    dispose: async () => {
      await handle.close();
      await admin((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}

async function admin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A sha256 of every row of every table (rows in a sorted order of their JSON, bytes as hex). */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of Object.keys(await tableCounts(db, dialect))) {
    const rows = await db
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    const lines = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
            ? Buffer.from((value as { data: number[] }).data).toString('hex')
            : value,
        ),
      )
      .sort();
    sums[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return sums;
}
