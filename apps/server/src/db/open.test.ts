import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
