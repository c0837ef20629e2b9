import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './dialect.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import { migrateToLatest } from './migrate.ts';

// The backfill of 2026120310_height_cm on profiles written before profiles kept their height in centimetres.
const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query).finally(() => client.end());
};

const HEIGHTS: Record<string, number | null> = {
  '5 ft 9 in': 175,
  '5\'9"': 175,
  '175 cm': 175,
  '5.9': 175,
  "5' 4''": 163,
  '5ft': 152,
  '1.6 m': 160,
  average: null,
  '': null,
  '9 ft': null,
};

beforeAll(async () => {
  if (url) {
    await admin(`CREATE SCHEMA ${schema}`);
    handle = openPostgres(url, schema);
  } else {
    handle = openSqlite(':memory:');
  }
  await migrateToLatest(handle.db, url ? schema : undefined, '2026120300_matrimonial_families');
  const db = handle.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      name: 'Parent',
      phoneNumber: '9000000001',
      occupation: 'Farmer',
      referralCode: 'CODEU1',
      passwordHash: 'x',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  // More than one page of the backfill's 500.
  const heights = Object.keys(HEIGHTS);
  const rows = Array.from({ length: 1203 }, (_, i) => ({
    id: `p${String(i).padStart(5, '0')}`,
    userId: 'u1',
    profileType: 'son',
    fullName: `Son ${i}`,
    dateOfBirth: '1995-01-01',
    gender: 'male',
    height: heights[i % heights.length],
    weight: '',
    contactNumber: '9000000001',
    email: '',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    caste: 'Mahar',
    subCaste: '',
    religion: 'Hindu',
    education: 'MBA',
    occupation: 'Manager',
    income: '',
    familyType: 'joint',
    fatherOccupation: '',
    motherOccupation: '',
    siblings: '{}',
    aboutMe: '',
    partnerPreferences: '{}',
    cityKey: 'pune',
    stateKey: 'maharashtra',
    casteKey: 'mahar',
    educationKey: 'mba',
    occupationKey: 'manager',
    createdAt: at,
    updatedAt: at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('matrimonialProfiles')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  await migrateToLatest(handle.db, url ? schema : undefined);
});

afterAll(async () => {
  await handle.close();
  if (url) await admin(`DROP SCHEMA ${schema} CASCADE`);
});

describe('migration 2026120310 on existing profiles', () => {
  it('reads every height it can into centimetres and leaves the rest null', async () => {
    const rows = await handle.db.selectFrom('matrimonialProfiles').select(['height', 'heightCm']).execute();
    expect(rows).toHaveLength(1203);
    for (const row of rows) expect([row.height, row.heightCm]).toEqual([row.height, HEIGHTS[row.height]]);
  });
});
