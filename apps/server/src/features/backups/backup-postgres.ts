import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { openPostgres } from '../../db/postgres.ts';
import { BackupRefusal } from './backup-archive.ts';
import { latestMigration, tableCounts } from './backups.queries.ts';

/** A database address without its password (user:password@ or ?password=), and the password it held. */
export function toolConnection(url: string): { dbname: string; password?: string } {
  const parsed = new URL(url);
  let password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  // libpq reads ?password= too, and it wins over the one before the @.
  if (parsed.searchParams.has('password')) password = parsed.searchParams.get('password')!;
  parsed.searchParams.delete('password');
  return password === undefined ? { dbname: parsed.href } : { dbname: parsed.href, password };
}

/**
 * Runs one of PostgreSQL's client tools as a child process (the server's event loop goes on), the database's
 * password in the environment rather than on a command line other users of the machine can read.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  let dbname: string[] = [];
  if (url) {
    const { dbname: address, password } = toolConnection(url);
    if (password !== undefined) env.PGPASSWORD = password;
    dbname = [`--dbname=${address}`];
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
 * Restores the dump beside the live data, never in place of it: the live schema is renamed (its name + `keptSuffix`,
 * answered) and a fresh
 * one of its name takes the dump (pg_restore in one transaction, stopping at the first error), then `check` runs on
 * it (counts, migrations). When any of it fails, the fresh schema goes and the live one gets its name back, so a
 * failed restore leaves the site as it was. Extensions living in the schema (pg_trgm in public) move to the fresh
 * one for the restore (the dump's indexes name their operators there) and back on failure; the kept schema's
 * indexes go on using them where they are.
 */
export async function restorePostgres(
  url: string,
  payloadFile: string,
  keptSuffix: string,
  check: (handle: DatabaseHandle) => Promise<void>,
): Promise<string> {
  const handle = openPostgres(url);
  try {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(handle.db);
    const live = rows[0]!.schema;
    const keptAs = `${live}${keptSuffix}`;
    const extensions = await handle.db.transaction().execute(async (trx) => {
      const { rows: found } = await sql<{ name: string; relocatable: boolean }>`
        SELECT e.extname AS name, e.extrelocatable AS relocatable FROM pg_extension e
        JOIN pg_namespace n ON n.oid = e.extnamespace WHERE n.nspname = ${live}
      `.execute(trx);
      const fixed = found.filter((extension) => !extension.relocatable).map((extension) => extension.name);
      if (fixed.length)
        throw new BackupRefusal(
          `The extensions ${fixed.join(', ')} live in schema ${live} and cannot move: restore into a new database instead`,
        );
      await sql`ALTER SCHEMA ${sql.id(live)} RENAME TO ${sql.id(keptAs)}`.execute(trx);
      await sql`CREATE SCHEMA ${sql.id(live)}`.execute(trx);
      for (const { name } of found) await sql`ALTER EXTENSION ${sql.id(name)} SET SCHEMA ${sql.id(live)}`.execute(trx);
      return found.map((extension) => extension.name);
    });
    try {
      await runTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--no-comments', '--exit-on-error', '--single-transaction', payloadFile],
        url,
      );
      await check(handle);
    } catch (error) {
      await handle.db.transaction().execute(async (trx) => {
        for (const name of extensions)
          await sql`ALTER EXTENSION ${sql.id(name)} SET SCHEMA ${sql.id(keptAs)}`.execute(trx);
        await sql`DROP SCHEMA ${sql.id(live)} CASCADE`.execute(trx);
        await sql`ALTER SCHEMA ${sql.id(keptAs)} RENAME TO ${sql.id(live)}`.execute(trx);
      });
      throw error;
    }
    return keptAs;
  } finally {
    await handle.close();
  }
}
