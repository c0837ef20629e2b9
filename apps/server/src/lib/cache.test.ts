import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsCounted, forgetChangeStamp, TABLE_SCOPES } from '../db/change-stamps.ts';
import { type DatabaseHandle } from '../db/dialect.ts';
import { openPostgres } from '../db/postgres.ts';
import { openSqlite } from '../db/sqlite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { sql } from 'kysely';
import { deleteSession, findLiveSession, insertSession } from '../features/auth/sessions.queries.ts';
import { readConfig, saveConfig } from '../features/directory/directory.queries.ts';
import { upsertAccount } from '../seed/accounts.ts';
import { newId } from './ids.ts';
import { cacheStats, DEFAULT_CACHE_BYTES, cachedBy, cachedRead, setCacheBudget } from './cache.ts';
import { addMs, nowIso } from './time.ts';

// Two handles on one database, as two server processes (or two app servers on one PostgreSQL) have.
const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
let one: DatabaseHandle;
let other: DatabaseHandle;
beforeAll(async () => {
  await admin?.connect();
  await admin?.query(`CREATE SCHEMA ${schema}`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sangam-kept-')), 'two.sqlite');
  [one, other] = url ? [openPostgres(url, schema), openPostgres(url, schema)] : [openSqlite(file), openSqlite(file)];
  await migrateToLatest(one.db, url ? schema : undefined);
});
afterAll(async () => {
  await one.close();
  await other.close();
  await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin?.end();
});

const config = (limit: number) => ({
  enforcePublicFilter: true,
  enforceActiveFilter: true,
  excludeCurrentUser: true,
  limit,
});

describe('cachedRead', () => {
  it('reads once while nothing changes; calls arriving together share the read', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const [a, b] = await Promise.all([
      cachedRead(one.db, 't', 'k', ['settings'], read),
      cachedRead(one.db, 't', 'k', ['settings'], read),
    ]);
    expect([a, b, await cachedRead(one.db, 't', 'k', ['settings'], read)]).toEqual([1, 1, 1]);
  });

  it('reads again after a write by this handle or another', async () => {
    await saveConfig(one.db, config(60), new Date().toISOString());
    expect((await readConfig(one.db)).limit).toBe(60);
    await saveConfig(one.db, config(70), new Date().toISOString());
    expect((await readConfig(one.db)).limit).toBe(70);
    await saveConfig(other.db, config(80), new Date().toISOString());
    forgetChangeStamp(one.db); // the next request
    expect((await readConfig(one.db)).limit).toBe(80);
  });

  it("sees this handle's own writes in the same request: after a plain write and after a transaction commits", async () => {
    forgetChangeStamp(one.db);
    expect((await readConfig(one.db)).limit).toBeGreaterThan(0);
    await saveConfig(one.db, config(41), new Date().toISOString());
    expect((await readConfig(one.db)).limit).toBe(41);
    await one.db.transaction().execute(async (trx) => {
      await saveConfig(trx, config(42), new Date().toISOString());
      // Another request reads while the transaction is open (PostgreSQL; SQLite's one connection waits for it):
      // it must not keep 41 past the commit.
      if (url) expect((await readConfig(one.db)).limit).toBe(41);
    });
    expect((await readConfig(one.db)).limit).toBe(42);
  });

  it('does not keep a failed read', async () => {
    await expect(cachedRead(one.db, 'f', 'k', ['settings'], () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    expect(await cachedRead(one.db, 'f', 'k', ['settings'], async () => 'read again')).toBe('read again');
  });

  it('cachedBy: reads once per arguments while nothing changes, and again after a write', async () => {
    const calls: number[] = [];
    const limitOf = cachedBy('limit of', ['settings'], async (db, bonus: number) => {
      calls.push(bonus);
      return (await readConfig(db)).limit + bonus;
    });
    await saveConfig(one.db, config(90), new Date().toISOString());
    expect([await limitOf(one.db, 1), await limitOf(one.db, 2)]).toEqual([91, 92]);
    expect([await limitOf(one.db, 1), calls]).toEqual([91, [1, 2]]);
    await saveConfig(other.db, config(95), new Date().toISOString());
    forgetChangeStamp(one.db); // the next request
    expect(await limitOf(one.db, 1)).toBe(96);
  });
});

describe('the budget of cached reads (issue 29 item 2)', () => {
  afterAll(() => setCacheBudget(DEFAULT_CACHE_BYTES));

  it('holds every kind together under its budget in bytes, however many large values are read', async () => {
    setCacheBudget(1_000_000);
    for (let i = 0; i < 200; i++) {
      const big = async () => `${i} ${'x'.repeat(50_000)}`;
      expect((await cachedRead(one.db, `kind ${i % 5}`, `key ${i}`, ['settings'], big)).length).toBeGreaterThan(50_000);
    }
    const { bytes, entries, budget } = cacheStats();
    expect(budget).toBe(1_000_000);
    expect(bytes).toBeLessThanOrEqual(1_000_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(20);
  });

  it('a key asked for again stays kept while 500 one-off keys are read', async () => {
    setCacheBudget(1_000_000);
    let reads = 0;
    const page = () =>
      cachedRead(one.db, 'page', 'popular', ['settings'], async () => `${++reads} ${'p'.repeat(20_000)}`);
    await page();
    await page();
    for (let i = 0; i < 500; i++)
      await cachedRead(one.db, 'page', `search ${i}`, ['settings'], async () => 's'.repeat(20_000));
    await page();
    expect(reads).toBe(1);
    expect(cacheStats().bytes).toBeLessThanOrEqual(1_000_000);
  });

  it('calls arriving together share one read, even with nothing kept; a later call reads again', async () => {
    setCacheBudget(0);
    let reads = 0;
    const read = async () => ++reads;
    const both = await Promise.all([
      cachedRead(one.db, 's', 'k', ['settings'], read),
      cachedRead(one.db, 's', 'k', ['settings'], read),
    ]);
    expect([both, await cachedRead(one.db, 's', 'k', ['settings'], read), cacheStats().entries]).toEqual([
      [1, 1],
      2,
      0,
    ]);
  });
});

describe('change scopes', () => {
  it('a sign-in or sign-out by another handle shows at the next request; the cached lists stay kept', async () => {
    const member = await upsertAccount(one.db, { name: 'Scope Member', phoneNumber: '9876500001', passwordHash: 'x' });
    const sessionId = newId();
    let reads = 0;
    const page = () => cachedRead(one.db, 'a list page', 'page 1', ['members', 'settings'], async () => ++reads);
    forgetChangeStamp(one.db);
    await page();
    expect(await findLiveSession(one.db, sessionId, member.id)).toBeUndefined();

    const createdAt = nowIso();
    await insertSession(other.db, { id: sessionId, userId: member.id, createdAt, expiresAt: addMs(createdAt, 60_000) });
    forgetChangeStamp(one.db); // the next request
    expect((await findLiveSession(one.db, sessionId, member.id))?.id).toBe(member.id);
    expect([await page(), reads]).toEqual([1, 1]);

    await deleteSession(other.db, sessionId);
    forgetChangeStamp(one.db);
    expect(await findLiveSession(one.db, sessionId, member.id)).toBeUndefined();
    await saveConfig(other.db, config(33), new Date().toISOString());
    forgetChangeStamp(one.db);
    expect([await page(), reads]).toEqual([2, 2]);
  });

  it('a read during a transaction that is rolled back is not kept under the counts it would have made', async () => {
    await saveConfig(one.db, config(10), new Date().toISOString());
    forgetChangeStamp(one.db);
    let during: ReturnType<typeof readConfig> | undefined;
    await one.db
      .transaction()
      .execute(async (trx) => {
        await saveConfig(trx, config(11), new Date().toISOString());
        during = readConfig(one.db); // another request meanwhile
        throw new Error('undone');
      })
      .catch(() => undefined);
    expect((await during!).limit).toBe(10);
    // Another process's write brings the counters to where the undone one had them.
    await saveConfig(other.db, config(12), new Date().toISOString());
    forgetChangeStamp(one.db);
    expect((await readConfig(one.db)).limit).toBe(12);
  });

  it.skipIf(url)(
    'every table of a scope counts its writes (sessions their updates and deletes); the unread bookkeeping ones none (SQLite triggers)',
    async () => {
      const { rows } = await sql<{ name: string; triggers: number }>`
      SELECT name, (SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = t.name
                    AND name LIKE 'change_stamp_%') AS triggers
      FROM pragma_table_list t WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
    `.execute(one.db);
      expect(Object.fromEntries(rows.map((row) => [row.name, row.triggers]))).toEqual(
        Object.fromEntries(
          Object.entries(TABLE_SCOPES).map(([table, scope]) => [table, scope ? eventsCounted(table).length : 0]),
        ),
      );
      expect(eventsCounted('sessions')).toEqual(['update', 'delete']);
    },
  );
});
