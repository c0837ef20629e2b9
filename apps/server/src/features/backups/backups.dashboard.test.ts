import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, type Member } from '../../test/factories.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { backupRow, insertBackup } from './backup.service.ts';
import { tempDir } from './backups.test-site.ts';

const HOUR = 3_600_000;
let scheduled: TestApp;
let unscheduled: TestApp;
let admin: Member;

beforeAll(async () => {
  scheduled = await buildTestApp({ backups: { dir: tempDir(), keep: 7 } });
  unscheduled = await buildTestApp();
  admin = await makeMember(scheduled, 'admin');
});

afterAll(async () => {
  await scheduled.dispose();
  await unscheduled.dispose();
});

const backupsOn = async (app: TestApp, token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().backups;
};

const record = (app: TestApp, hoursAgo: number, error: string | null = null) =>
  insertBackup(
    app.db,
    backupRow(new Date(Date.now() - hoursAgo * HOUR), 'server-a', {
      fileName: `backup-${hoursAgo}.zip`,
      bytes: 2048,
      error,
    }),
  );

describe('backups on the admin dashboard', () => {
  it('without BACKUP_DIR and no backup: not overdue, nothing to show (the page gives the hint)', async () => {
    const other = await makeMember(unscheduled, 'admin');
    expect(await backupsOn(unscheduled, other.token)).toEqual({
      scheduled: false,
      last: null,
      failure: null,
      overdue: false,
    });
  });

  it('with BACKUP_DIR: overdue before the first backup and 48 hours after the last whole one; a later failure', async () => {
    expect(await backupsOn(scheduled, admin.token)).toMatchObject({ scheduled: true, last: null, overdue: true });

    await record(scheduled, 49);
    expect(await backupsOn(scheduled, admin.token)).toMatchObject({
      last: { fileName: 'backup-49.zip', bytes: 2048, server: 'server-a' },
      overdue: true,
    });

    await record(scheduled, 2);
    await record(scheduled, 1, 'pg_dump is not on PATH');
    expect(await backupsOn(scheduled, admin.token)).toMatchObject({
      last: { fileName: 'backup-2.zip' },
      failure: { error: 'pg_dump is not on PATH' },
      overdue: false,
    });
  });
});
