import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';

describe('openDatabase on SQLite', () => {
  it('creates the database file (and its WAL files) readable by the server alone', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-open-'));
    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      for (const file of ['sangam.sqlite', 'sangam.sqlite-wal', 'sangam.sqlite-shm'])
        expect(statSync(path.join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    } finally {
      await handle.close();
    }
  });
});

// PostgreSQL only (DATABASE_URL set, as the PostgreSQL run of the suite does).
describe.skipIf(!process.env.DATABASE_URL)('openDatabase on PostgreSQL', () => {
  const url = process.env.DATABASE_URL ?? '';
  const withSchema = async (run: (schemaUrl: string, schema: string) => Promise<void>) => {
    const schema = `t_open_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${schema}`);
      await run(u.toString(), schema);
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-open-'));

  it('servers starting together migrate once, in their own schema, and gather planner statistics', async () => {
    await withSchema(async (databaseUrl, schema) => {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir, databaseUrl })));
      try {
        const db = handles[0]!.db;
        const { rows } = await sql<{ n: number; unanalysed: number }>`
          SELECT count(*)::int AS n, count(*) FILTER (WHERE last_analyze IS NULL)::int AS unanalysed
          FROM pg_stat_user_tables WHERE schemaname = ${schema}`.execute(db);
        expect(rows[0]!.n).toBeGreaterThan(10);
        expect(rows[0]!.unanalysed).toBe(0);
        const done = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
        expect(done.rows[0]!.n).toBeGreaterThan(5);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    });
  });
});
