import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../lib/http-error.ts';
import { openSqlite } from './sqlite.ts';
import { migrateToLatest } from './migrate.ts';
import { t } from '../lib/i18n.ts';

// Several server processes on one SQLite file (WEB_CONCURRENCY > 1, the default) write at once. SQLite only.
const sqliteOnly = !process.env.DATABASE_URL;
const fixture = path.join(import.meta.dirname, '../test/sqlite-server-process.ts');
const processes: ChildProcess[] = [];
const ports: number[] = [];

async function startServer(file: string): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  processes.push(child);
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('{')) return (JSON.parse(line) as { port: number }).port;
  }
  throw new Error('the server process ended before it listened');
}

beforeAll(async () => {
  if (!sqliteOnly) return;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sangam-processes-')), 'sangam.sqlite');
  const handle = openSqlite(file);
  await migrateToLatest(handle.db);
  await handle.close();
  ports.push(...(await Promise.all([startServer(file), startServer(file)])));
}, 60_000);
afterAll(() => processes.forEach((child) => child.kill('SIGTERM')));

describe.runIf(sqliteOnly)('two server processes on one SQLite file (issue 29 item 4)', () => {
  it('80 registrations at once, spread over both: none answers 500 "database is locked"', async () => {
    const register = (i: number) =>
      fetch(`http://127.0.0.1:${ports[i % 2]}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Member ${i}`,
          phoneNumber: String(9100000000 + i),
          occupation: 'Carpenter',
          password: 'secret-123',
        }),
      }).then(async (res) => `${res.status} ${res.status === 201 ? '' : await res.text()}`.trim());
    const statuses = await Promise.all(Array.from({ length: 80 }, (_, i) => register(i)));
    // On a machine loaded by other work the password hashing line may turn a few away with its own 503 (a login
    // told the server is busy, by design); a write that could not get the database's lock never answers 500.
    const refused = statuses.filter((s) => s !== '201');
    expect(refused.filter((s) => !s.startsWith(`503 {"message":"${t('en', BUSY_MESSAGE)}"`))).toEqual([]);
    expect(refused.length).toBeLessThan(20);
  }, 120_000);
});
