import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './dialect.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import { migrateToLatest } from './migrate.ts';

// The data steps of 2026112330_privacy_and_directory on a database that has rows from before it.
const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query).finally(() => client.end());
};

beforeAll(async () => {
  if (url) {
    await admin(`CREATE SCHEMA ${schema}`);
    handle = openPostgres(url, schema);
  } else {
    handle = openSqlite(':memory:');
  }
  await migrateToLatest(handle.db, url ? schema : undefined, '2026112204_admin');
  const user = (id: string, name: string, address = '', planType = 'free') => ({
    id,
    planType,
    name,
    phoneNumber: `90000000${id}`,
    occupation: 'Plumber',
    address,
    referralCode: `CODE${id}`,
    passwordHash: 'x',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const db = handle.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  await db
    .insertInto('users')
    .values([user('01', 'Referrer', 'Kothrud, Pune'), user('02', 'Friend'), user('03', 'Old Admin', '', 'admin')])
    .execute();
  await db
    .insertInto('referrals')
    .values({ id: 'r1', referrerId: '01', referredId: '02', status: 'completed', createdAt: '2026-01-02T00:00:00Z' })
    .execute();
  const audit = (id: string, action: string, details: string) => ({
    id,
    actorName: 'Admin',
    action,
    targetName: 'Friend',
    details,
    createdAt: '2026-01-03T00:00:00Z',
  });
  await db
    .insertInto('auditLog')
    .values([
      audit('a1', 'user.update', 'name: Friend → Friend B; phone: 9000000002 → 9111111111; plan: free → premium'),
      audit('a2', 'user.delete', 'phone 9000000002'),
      audit('a3', 'referral.complete', 'referred Friend'),
    ])
    .execute();
  await migrateToLatest(handle.db, url ? schema : undefined);
});

afterAll(async () => {
  await handle.close();
  if (url) await admin(`DROP SCHEMA ${schema} CASCADE`);
});

describe('migration 2026112330 on existing rows', () => {
  it('keeps referrals and lets them outlive the referred member', async () => {
    await handle.db.deleteFrom('users').where('id', '=', '02').execute();
    const referral = await handle.db.selectFrom('referrals').selectAll().where('id', '=', 'r1').executeTakeFirst();
    expect(referral).toMatchObject({ referrerId: '01', referredId: null, status: 'completed' });
  });

  it('scrubs personal values from the audit log, keeping plan changes', async () => {
    const rows = await handle.db.selectFrom('auditLog').select(['id', 'details']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a1', details: 'name changed; phone changed; plan: free → premium' },
      { id: 'a2', details: '' },
      { id: 'a3', details: 'referred Friend' },
    ]);
  });

  it('fills the directory filter columns; admins start unlisted', async () => {
    const row = await handle.db.selectFrom('users').selectAll().where('id', '=', '01').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ city: 'Pune', cityKey: 'pune', occupationKey: 'plumber', directoryListed: 1 });
    const oldAdmin = await handle.db.selectFrom('users').selectAll().where('id', '=', '03').executeTakeFirstOrThrow();
    expect(oldAdmin).toMatchObject({ listInDirectory: 0, directoryListed: 0 });
  });
});
