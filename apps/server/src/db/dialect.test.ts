import { describe, expect, it } from 'vitest';
import { makeMember, useTestApp } from '../test/factories.ts';
import { sql } from 'kysely';
import { changeStamp, ensureChangeTriggers } from './change-stamps.ts';
import { isBusyDatabase, isDatabaseUnreachable, uniqueViolationField } from './dialect.ts';
import { searchWords } from './search.ts';
import { openSqlite } from './sqlite.ts';
import { migrateToLatest } from './migrate.ts';

const ctx = useTestApp();

describe('uniqueViolationField', () => {
  it('names the column a UNIQUE violation is about, on either database', async () => {
    const member = await makeMember(ctx.app, 'free');
    const other = await makeMember(ctx.app, 'free');
    const failure = (patch: { phoneNumber?: string; referralCode?: string }) =>
      ctx.app.db
        .updateTable('users')
        .set(patch)
        .where('id', '=', other.row.id)
        .execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(uniqueViolationField(await failure({ phoneNumber: member.phone }))).toBe('phoneNumber');
    expect(uniqueViolationField(await failure({ referralCode: member.row.referralCode }))).toBe('referralCode');
    expect(uniqueViolationField(new Error('something else'))).toBeNull();
  });
});

describe('searchWords (issue 9 item 17)', () => {
  it('keeps Devanagari vowel signs and other combining marks inside their words', () => {
    expect(searchWords('राम कुमार')).toEqual(['राम', 'कुमार']);
    expect(searchWords('मराठी, हिंदी!')).toEqual(['मराठी', 'हिंदी']);
    expect(searchWords('Plumber "Pune" -x')).toEqual(['plumber', 'pune', 'x']);
  });
});

describe('SQLite prepared statements kept between requests', () => {
  it('a repeated query sees new rows and a changed schema; streaming still works', async () => {
    const handle = openSqlite(':memory:');
    try {
      // A table not placed in a scope moves every scope.
      await sql`CREATE TABLE t (a integer)`.execute(handle.db);
      const read = () => sql<{ a: number; b?: number }>`SELECT * FROM t ORDER BY a`.execute(handle.db);
      await sql`INSERT INTO t (a) VALUES (1), (2)`.execute(handle.db);
      expect((await read()).rows).toEqual([{ a: 1 }, { a: 2 }]);
      await sql`ALTER TABLE t ADD COLUMN b integer DEFAULT 7`.execute(handle.db);
      expect((await read()).rows).toEqual([
        { a: 1, b: 7 },
        { a: 2, b: 7 },
      ]);
      const streamed: number[] = [];
      for await (const row of handle.db
        .selectFrom('t' as never)
        .select('a' as never)
        .stream()) {
        streamed.push((row as { a: number }).a);
      }
      expect(streamed).toEqual([1, 2]);
    } finally {
      await handle.close();
    }
  });
});

describe('SQLite change stamp (issue 29 item 8)', () => {
  it("a write with RETURNING outside a transaction moves this process's stamp at once", async () => {
    const handle = openSqlite(':memory:');
    try {
      await migrateToLatest(handle.db);
      // A table not placed in a scope moves every scope.
      await sql`CREATE TABLE t (a integer)`.execute(handle.db);
      await ensureChangeTriggers(handle.db);
      const before = await changeStamp(handle.db, ['news']);
      expect(before).toEqual(expect.any(String));
      const { rows } = await sql<{ a: number }>`INSERT INTO t (a) VALUES (1) RETURNING a`.execute(handle.db);
      expect(rows).toEqual([{ a: 1 }]);
      // Still the same event-loop turn and request: only the write itself can make the stamp be read again.
      expect(await changeStamp(handle.db, ['news'])).not.toBe(before);
    } finally {
      await handle.close();
    }
  });
});

describe('isBusyDatabase', () => {
  it('knows a lock not had in time on either database, and nothing else', () => {
    expect(isBusyDatabase(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(isBusyDatabase(Object.assign(new Error('x'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true);
    expect(isBusyDatabase(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isBusyDatabase(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isBusyDatabase(new Error('x'))).toBe(false);
  });
});

describe('isDatabaseUnreachable', () => {
  const failure = (message: string, code?: string, syscall?: string) =>
    Object.assign(new Error(message), code ? { code } : {}, syscall ? { syscall } : {});
  it('knows a database that is down, restarting, refusing or out of disk, on either database', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'connect'),
      failure('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND', 'getaddrinfo'),
      failure('could not write to file: No space left on device', '53100'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('sorry, too many clients already', '53300'),
      failure('connection failure', '08006'),
      failure('database "x" is not currently accepting connections', '55000'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      failure('unable to open database file', 'SQLITE_CANTOPEN'),
      failure('disk I/O error', 'SQLITE_IOERR_WRITE'),
      failure('database or disk is full', 'SQLITE_FULL'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
    }
  });
  it('leaves a fault of the request or of the code alone', () => {
    for (const error of [
      failure('UNIQUE constraint failed: users.phone_number', 'SQLITE_CONSTRAINT_UNIQUE'),
      failure('database is locked', 'SQLITE_BUSY'),
      failure('syntax error at or near "x"', '42601'),
      failure('cannot drop the currently open database', '55006'),
      // A member's upload that broke off mid-body.
      failure('aborted', 'ECONNRESET'),
      failure('read ECONNRESET', 'ECONNRESET', 'read'),
      new TypeError('Cannot read properties of undefined'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(false);
    }
  });
});
