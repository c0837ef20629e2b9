import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { openPostgres } from '../../db/postgres.ts';
import { BackupRefusal } from './backup-archive.ts';
import { latestMigration, tableCounts } from './backups.queries.ts';

/**
 * Runs one of PostgreSQL's client tools as a child process (the server's event loop goes on), the database's
 * password in the environment rather than on a command line other users of the machine can read.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  let dbname: string[] = [];
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
    dbname = [`--dbname=${parsed.href}`];
  }
  return new Promise((done, fail) => {
    const child = spawn(tool, [...dbname, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new BackupRefusal(
              `${tool} is not on PATH: install PostgreSQL's client tools (e.g. the postgresql-client package) of the server's major version or newer`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? done(out) : fail(new BackupRefusal(`${tool} failed (exit ${code}): ${err.trim().split('\n')[0]}`)),
    );
  });
}

/**
 * Dumps the site's database with pg_dump's custom format, and counts its rows in the very snapshot pg_dump reads
 * (exported from a read-only transaction held open while it runs), so the manifest's counts are the dump's.
 */
export async function dumpPostgres(url: string, payloadFile: string) {
  const handle = openPostgres(url);
  try {
    return await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(trx);
        const tables = await tableCounts(trx, 'postgres');
        const migration = await latestMigration(trx, 'postgres');
        await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${payloadFile}`], url);
        return { tables, migration };
      });
  } finally {
    await handle.close();
  }
}

/** pg_restore reads the dump's table of contents, which lists the data of every table that had rows. */
export async function checkPostgres(payloadFile: string, tables: Record<string, number>): Promise<void> {
  const list = await runTool('pg_restore', ['--list', payloadFile]);
  const withData = new Set([...list.matchAll(/ TABLE DATA \S+ (\S+) /g)].map((match) => match[1]));
  const missing = Object.keys(tables).filter((table) => tables[table]! > 0 && !withData.has(table));
  if (missing.length) throw new BackupRefusal(`The backup's dump has no data for ${missing.join(', ')}`);
}

/**
 * Empties the site's schema and restores the dump into it, all of it or nothing (one transaction, stopping at the
 * first error); objects get the restoring user as owner.
 */
export async function restorePostgres(url: string, payloadFile: string): Promise<void> {
  const handle = openPostgres(url);
  try {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(handle.db);
    const schema = sql.id(rows[0]!.schema);
    await sql`DROP SCHEMA ${schema} CASCADE`.execute(handle.db);
    await sql`CREATE SCHEMA ${schema}`.execute(handle.db);
  } finally {
    await handle.close();
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--no-comments', '--exit-on-error', '--single-transaction', payloadFile],
    url,
  );
}
