import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedRead } from '../lib/cache.ts';
import { newId } from '../lib/ids.ts';
import { cachedRows } from '../lib/paging.ts';
import { takeCachedReadProblems } from '../test/check-cached-reads.ts';
import { makeMember } from '../test/factories.ts';
import { buildTestApp } from '../test/helper.ts';
import {
  CHANGE_SCOPES,
  changeStamp,
  ensureChangeTriggers,
  forgetChangeStamp,
  TABLE_SCOPES,
  tablesOf,
  withoutStamping,
} from './change-stamps.ts';

const postgres = Boolean(process.env.DATABASE_URL);
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const tablesOfSchema = async () => {
  const { rows } = postgres
    ? await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(
        app.db,
      )
    : await sql<{ name: string }>`
        SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
      `.execute(app.db);
  return rows.map((row) => row.name).sort();
};

describe('change scopes (issue 38)', () => {
  it('every table of the schema is placed in a scope or named as unstamped, and nothing else is', async () => {
    expect(await tablesOfSchema()).toEqual(Object.keys(TABLE_SCOPES).sort());
  });

  it('every scope has its counter', async () => {
    const { rows } = await sql<{ scope: string }>`SELECT scope FROM change_stamps ORDER BY scope`.execute(app.db);
    expect(rows.map((row) => row.scope)).toEqual([...CHANGE_SCOPES]);
  });

  it('names the tables of a statement, quoted or not, and no function or column after FROM', () => {
    expect(tablesOf('select "users"."id" from "users" inner join "sessions" on x')).toEqual(['users', 'sessions']);
    expect(tablesOf('SELECT extract(epoch from created_at) FROM news n JOIN json_each(x) WHERE 1')).toEqual(['news']);
    expect(tablesOf('select rowid from users_fts where users_fts match ?')).toEqual(['users_fts']);
  });

  it('a cached read that reads a table outside its scopes is reported, also inside another cached read', async () => {
    await cachedRead(app.db, 'misdeclared', 'k', ['news'], () => app.db.selectFrom('users').select('id').execute());
    await cachedRead(app.db, 'outer', 'k', ['members'], () =>
      cachedRows(app.db, app.db.selectFrom('news').select('id')),
    );
    const problems = takeCachedReadProblems();
    expect(problems).toEqual([
      expect.stringContaining("cached read 'misdeclared' [news] reads users (members)"),
      expect.stringContaining("cached read 'outer' [members] reads news (news)"),
    ]);
  });

  it('a write moves the counter of its scope only; running the triggers again changes nothing', async () => {
    const member = await makeMember(app, 'free');
    forgetChangeStamp(app.db);
    const before = await changeStamp(app.db, ['members', 'news', 'engagement']);
    await app.db
      .insertInto('likes')
      .values({ subjectType: 'news', subjectId: newId(), userId: member.row.id, createdAt: new Date().toISOString() })
      .execute();
    forgetChangeStamp(app.db);
    const after = (await changeStamp(app.db, ['members', 'news', 'engagement']))!.split(':').map(Number);
    const [members, news, engagement] = before!.split(':').map(Number);
    // SQLite counts rows (the like and its counts row), PostgreSQL transactions.
    expect([after[0], after[1], after[2]! > engagement!]).toEqual([members, news, true]);
    await ensureChangeTriggers(app.db);
    await ensureChangeTriggers(app.db);
    await app.db.updateTable('users').set({ bio: 'again' }).where('id', '=', member.row.id).execute();
    forgetChangeStamp(app.db);
    const again = (await changeStamp(app.db, ['members', 'news', 'engagement']))!.split(':').map(Number);
    expect(again.slice(0, 3)).toEqual([members! + 1, news, after[2]]);
  });

  it("a sign-in leaves other members' kept session lookups in place; a sign-out moves them", async () => {
    const member = await makeMember(app, 'free');
    const sessionsStamp = async () => {
      forgetChangeStamp(app.db);
      return changeStamp(app.db, ['sessions']);
    };
    const before = await sessionsStamp();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: member.phone, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await sessionsStamp()).toBe(before);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await sessionsStamp()).not.toBe(before);
  });

  it.skipIf(!postgres)(
    'two transactions writing the same scopes in opposite orders both commit (PostgreSQL)',
    async () => {
      const [a, b] = [await makeMember(app, 'free'), await makeMember(app, 'free')];
      forgetChangeStamp(app.db);
      const before = (await changeStamp(app.db, ['engagement', 'members']))!.split(':').map(Number);
      let stepped = 0;
      const bothAt = async (step: number) => {
        stepped++;
        while (stepped < step * 2) await new Promise((done) => setTimeout(done, 5));
      };
      const like = (userId: string) => ({ subjectType: 'news', subjectId: newId(), userId, createdAt: '2026-01-01' });
      await Promise.all([
        app.db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ bio: 'first' }).where('id', '=', a.row.id).execute();
          await bothAt(1);
          await trx.insertInto('likes').values(like(a.row.id)).execute();
          await bothAt(2);
        }),
        app.db.transaction().execute(async (trx) => {
          await trx.insertInto('likes').values(like(b.row.id)).execute();
          await bothAt(1);
          await trx.updateTable('users').set({ bio: 'second' }).where('id', '=', b.row.id).execute();
          await bothAt(2);
        }),
      ]);
      forgetChangeStamp(app.db);
      const after = (await changeStamp(app.db, ['engagement', 'members']))!.split(':').map(Number);
      expect(after.slice(0, 2)).toEqual([before[0]! + 2, before[1]! + 2]);
    },
  );

  it('a migration may write rows of a table and then alter it in one transaction; every counter moves after', async () => {
    forgetChangeStamp(app.db);
    const before = (await changeStamp(app.db, CHANGE_SCOPES))!.split(':').map(Number);
    await withoutStamping(app.db, (connection) =>
      connection.transaction().execute(async (trx) => {
        await sql`UPDATE users SET bio = 'migrated'`.execute(trx);
        await sql`ALTER TABLE users ADD COLUMN scratch integer`.execute(trx);
        await sql`ALTER TABLE users DROP COLUMN scratch`.execute(trx);
      }),
    );
    await ensureChangeTriggers(app.db, { migrated: true });
    forgetChangeStamp(app.db);
    const after = (await changeStamp(app.db, CHANGE_SCOPES))!.split(':').map(Number);
    expect(after.slice(0, -1).every((version, i) => version > before[i]!)).toBe(true);
  });
});
