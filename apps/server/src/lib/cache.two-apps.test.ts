import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { forgetChangeStamp } from '../db/change-stamps.ts';
import { type DatabaseHandle } from '../db/dialect.ts';
import { openPostgres } from '../db/postgres.ts';
import { openSqlite } from '../db/sqlite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { makeMember, type Member } from '../test/factories.ts';
import { bearer, editProfile, testConfig } from '../test/helper.ts';
import { cacheCounts } from './cache.ts';
import { newId } from './ids.ts';

// Two app servers on one database, as cluster workers on one SQLite file or app servers on one PostgreSQL have.
const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
let handles: DatabaseHandle[] = [];
let one: FastifyInstance;
let other: FastifyInstance;
beforeAll(async () => {
  await admin?.connect();
  await admin?.query(`CREATE SCHEMA ${schema}`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sangam-filters-')), 'two.sqlite');
  handles = url ? [openPostgres(url, schema), openPostgres(url, schema)] : [openSqlite(file), openSqlite(file)];
  await migrateToLatest(handles[0]!.db, url ? schema : undefined);
  const jwtSecret = randomBytes(32).toString('hex');
  const app = (database: DatabaseHandle) =>
    buildApp({ config: testConfig({ jwtSecret, databaseUrl: url }), database, logger: false });
  [one, other] = await Promise.all([app(handles[0]!), app(handles[1]!)]);
  await Promise.all([one.ready(), other.ready()]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
  await Promise.all(handles.map((handle) => handle.close()));
  await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin?.end();
});

const DEFAULTS = { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true, limit: 100 };
const cities = async (app: FastifyInstance, viewer: Member) =>
  (await app.inject({ url: '/api/directory/filters', headers: bearer(viewer.token) }))
    .json()
    .cities.map((city: { value: string; count: number }) => `${city.value} ${city.count}`)
    .sort();

describe('the directory filter choices on two app servers (issue 29 item 8)', () => {
  it('a settings change on one server shows in the choices of the other at its next request', async () => {
    const boss = await makeMember(one, 'admin');
    const viewer = await makeMember(one, 'free', { address: 'Kothrud, Pune' });
    await makeMember(one, 'free', { address: 'Nashik', isPublic: 0 });
    expect(await cities(other, viewer)).toEqual(['Pune 1']);
    expect(await cities(other, viewer)).toEqual(['Pune 1']);

    const saved = await one.inject({
      method: 'PUT',
      url: '/api/directory/config',
      headers: bearer(boss.token),
      payload: { ...DEFAULTS, enforcePublicFilter: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(await cities(other, viewer)).toEqual(['Nashik 1', 'Pune 1']);
    expect(await cities(one, viewer)).toEqual(['Nashik 1', 'Pune 1']);
  });

  it("a member's new address written by one server shows in the other's choices", async () => {
    const viewer = await makeMember(one, 'free', { address: 'Satara' });
    expect(await cities(other, viewer)).toContain('Satara 1');
    await makeMember(one, 'free', { address: 'Satara' });
    expect(await cities(other, viewer)).toContain('Satara 2');
  });
});

describe('writes move the stamps of their own scope only (issue 38)', () => {
  const directory = async (app: FastifyInstance, viewer: Member) => {
    const reply = await app.inject({ url: '/api/directory?search=Scopewise', headers: bearer(viewer.token) });
    expect(reply.statusCode).toBe(200);
    return reply.json().users.map((user: { profession: string }) => user.profession);
  };
  const kept = () => cacheCounts().get('listDirectory')?.hits ?? 0;

  it("a like on one server leaves the other's directory page kept; a profile edit refreshes it at the next request", async () => {
    const viewer = await makeMember(one, 'free');
    const member = await makeMember(one, 'free', { name: 'Scopewise Member', profession: 'Potter' });
    expect(await directory(other, viewer)).toEqual(['Potter']);
    const hits = kept();
    expect(await directory(other, viewer)).toEqual(['Potter']);
    expect(kept()).toBe(hits + 1);

    await handles[0]!.db
      .insertInto('likes')
      .values({ subjectType: 'news', subjectId: newId(), userId: member.row.id, createdAt: new Date().toISOString() })
      .execute();
    expect(await directory(other, viewer)).toEqual(['Potter']);
    expect(kept()).toBe(hits + 2);

    await editProfile(one, member.token, { profession: 'Weaver' });
    expect(await directory(other, viewer)).toEqual(['Weaver']);
    expect(kept()).toBe(hits + 2);
  });

  it('a rolled-back transaction moves no stamp', async () => {
    const viewer = await makeMember(one, 'free');
    await directory(other, viewer);
    const hits = kept();
    await handles[0]!.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ profession: 'Undone' }).where('id', '=', viewer.row.id).execute();
        throw new Error('undone');
      })
      .catch(() => undefined);
    forgetChangeStamp(handles[1]!.db);
    await directory(other, viewer);
    expect(kept()).toBe(hits + 1);
  });
});

describe("a member's edit on one server and the other's kept pages (issue 38)", () => {
  const page = async (app: FastifyInstance, viewer: Member) => {
    const reply = await app.inject({ url: '/api/directory?search=Twoserver', headers: bearer(viewer.token) });
    expect(reply.statusCode).toBe(200);
    return reply.json().users.map((user: { name: string; profession: string }) => `${user.name}: ${user.profession}`);
  };
  const misses = () => cacheCounts().get('listDirectory')?.misses ?? 0;

  it('an edit of a member the page does not show keeps it; one it shows, or one that makes a member match, is seen', async () => {
    const viewer = await makeMember(one, 'free');
    const shown = await makeMember(one, 'free', { name: 'Twoserver Shown', profession: 'Potter' });
    const elsewhere = await makeMember(one, 'free', { name: 'Elsewhere Member', profession: 'Weaver' });
    const edit = (member: Member, profession: string) => editProfile(one, member.token, { profession });
    expect(await page(other, viewer)).toEqual(['Twoserver Shown: Potter']);
    const read = misses();
    expect(read, 'the page is a kept read').toBeGreaterThan(0);

    await edit(elsewhere, 'Tailor');
    expect(await page(other, viewer)).toEqual(['Twoserver Shown: Potter']);
    expect(misses()).toBe(read);

    await edit(shown, 'Sculptor');
    expect(await page(other, viewer)).toEqual(['Twoserver Shown: Sculptor']);

    await edit(elsewhere, 'Twoserver fan');
    expect((await page(other, viewer)).sort()).toEqual([
      'Elsewhere Member: Twoserver fan',
      'Twoserver Shown: Sculptor',
    ]);
  });
});
