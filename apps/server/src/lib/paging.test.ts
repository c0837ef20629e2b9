import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetChangeStamp } from '../db/change-stamps.ts';
import { openPostgres } from '../db/postgres.ts';
import { openSqlite } from '../db/sqlite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { saveConfig } from '../features/directory/directory.queries.ts';
import { buildTestApp } from '../test/helper.ts';
import { makeMember } from '../test/factories.ts';
import { cappedCount, cachedRows, pageAndCount } from './paging.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (let i = 0; i < 5; i++) await makeMember(app, 'free', { occupation: i < 3 ? 'Plumber' : 'Teacher' });
});
afterAll(() => app.dispose());

describe('cappedCount', () => {
  it('counts exactly below the cap', async () => {
    const query = app.db.selectFrom('users').where('occupation', '=', 'Plumber');
    expect(await cappedCount(app.db, query, 10)).toEqual({ total: 3, capped: false });
  });

  it('stops at the cap and says so', async () => {
    expect(await cappedCount(app.db, app.db.selectFrom('users'), 4)).toEqual({ total: 4, capped: true });
    expect(await cappedCount(app.db, app.db.selectFrom('users'), 5)).toEqual({ total: 5, capped: false });
  });

  it('keeps a count only until this server changes the data', async () => {
    const carpenters = () => app.db.selectFrom('users').where('occupation', '=', 'Carpenter');
    expect(await cappedCount(app.db, carpenters(), 10)).toEqual({ total: 0, capped: false });
    expect(await cappedCount(app.db, carpenters(), 10)).toEqual({ total: 0, capped: false });
    await makeMember(app, 'free', { occupation: 'Carpenter' });
    expect(await cappedCount(app.db, carpenters(), 10)).toEqual({ total: 1, capped: false });
  });

  it('keeps a count only until another server changes the data', async () => {
    // Two handles on one database, as two server processes (or two app servers on one PostgreSQL) have.
    const url = process.env.DATABASE_URL;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sangam-count-')), 'two.sqlite');
    const admin = url ? new pg.Client({ connectionString: url }) : undefined;
    await admin?.connect();
    await admin?.query(`CREATE SCHEMA ${schema}`);
    const [one, other] = url
      ? [openPostgres(url, schema), openPostgres(url, schema)]
      : [openSqlite(file), openSqlite(file)];
    try {
      await migrateToLatest(one.db, url ? schema : undefined);
      const configs = () => one.db.selectFrom('directoryConfig');
      expect(await cappedCount(one.db, configs())).toEqual({ total: 0, capped: false });
      const config = { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true, limit: 50 };
      await saveConfig(other.db, config, new Date().toISOString());
      forgetChangeStamp(one.db); // the next request
      expect(await cappedCount(one.db, configs())).toEqual({ total: 1, capped: false });
    } finally {
      await one.close();
      await other.close();
      await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin?.end();
    }
  });
});

describe('pageAndCount', () => {
  const plumbers = () =>
    app.db.selectFrom('users').where('occupation', '=', 'Plumber').select('id').orderBy('createdAt').orderBy('id');
  const matching = () => app.db.selectFrom('users').where('occupation', '=', 'Plumber');
  // A count of this fails (no such table): a page that answers with it did not count.
  const uncountable = () => app.db.selectFrom('no_such_table' as never);

  it('a page that is not full knows its total without counting', async () => {
    expect(await pageAndCount(app.db, plumbers(), uncountable(), { limit: 10, offset: 0 })).toMatchObject({
      total: 3,
      capped: false,
    });
    const last = await pageAndCount(app.db, plumbers(), uncountable(), { limit: 2, offset: 2 });
    expect([last.rows.length, last.total, last.capped]).toEqual([1, 3, false]);
  });

  it('a full page with more after it, or an empty page past the first, counts', async () => {
    const first = await pageAndCount(app.db, plumbers(), matching(), { limit: 2, offset: 0 });
    expect([first.rows.length, first.total]).toEqual([2, 3]);
    await expect(pageAndCount(app.db, plumbers(), uncountable(), { limit: 2, offset: 0 })).rejects.toThrow();
    const past = await pageAndCount(app.db, plumbers(), matching(), { limit: 2, offset: 10 });
    expect([past.rows.length, past.total]).toEqual([0, 3]);
  });

  it('more rows after a page that reaches the cap are the cap, without counting', async () => {
    expect(await pageAndCount(app.db, plumbers(), uncountable(), { limit: 2, offset: 0 }, 2)).toMatchObject({
      total: 2,
      capped: true,
    });
  });
});

describe('cachedRows', () => {
  const teachers = () =>
    app.db.selectFrom('users').select(['id', 'occupation']).where('occupation', '=', 'Teacher').orderBy('id');

  it('answers the same page from memory until the data changes, then reads it again', async () => {
    const first = await cachedRows(app.db, teachers());
    expect(first).toHaveLength(2);
    // PostgreSQL's stamp moves with every commit in the database, and other test files write to it meanwhile.
    if (!process.env.DATABASE_URL) expect(await cachedRows(app.db, teachers())).toBe(first);
    await makeMember(app, 'free', { occupation: 'Teacher' });
    expect(await cachedRows(app.db, teachers())).toHaveLength(3);
  });

  it('shares rows no request can change', async () => {
    const [row] = await cachedRows(app.db, teachers());
    expect(() => Object.assign(row!, { occupation: 'Changed' })).toThrow(TypeError);
  });
});
