import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/dialect.ts';
import { dialect, emptySite, tempDir, useBackupSite } from '../features/backups/backups.test-site.ts';
import { testConfig } from '../test/helper.ts';
import { buildProgram } from './program.ts';
import type { CliContext } from './context.ts';
import { CliError } from './cli-error.ts';

/** `sangam` on a site reached as the server reaches it (a SQLite file in DATA_DIR, or the PostgreSQL database). */
function cliOnSite(site: { databaseUrl: string | undefined; dataDir: string; jwtSecret: string; db: () => Db }) {
  const output: string[] = [];
  const context: CliContext = {
    env: {},
    config: () => testConfig({ databaseUrl: site.databaseUrl, dataDir: site.dataDir, jwtSecret: site.jwtSecret }),
    withDatabase: (work) => work({ db: site.db(), dialect, close: async () => {}, optimize: async () => {} }),
    print: (line) => output.push(line),
    readSecret: async () => '',
  };
  return { output, run: (args: string[]) => buildProgram(context).parseAsync(args, { from: 'user' }) };
}

const ctx = useBackupSite();

describe(`sangam backup (${dialect})`, () => {
  it('create writes and reads back a backup, recorded for the dashboard and audited; verify refuses a damaged copy; restore refuses a running site unless forced', async () => {
    const cli = cliOnSite({ ...ctx.site, db: () => ctx.site.db });
    const file = path.join(tempDir(), 'site.zip');
    await cli.run(['backup', 'create', '--out', file]);
    expect(cli.output[0]).toMatch(new RegExp(`^Backup written and read back: ${file} \\(\\d+ KB\\)$`));
    expect(await ctx.site.db.selectFrom('backups').select(['fileName', 'error']).execute()).toEqual([
      { fileName: 'site.zip', error: null },
    ]);
    expect(await ctx.site.db.selectFrom('auditLog').select(['action', 'targetName']).execute()).toEqual([
      { action: 'backup.create', targetName: 'site.zip' },
    ]);

    await cli.run(['backup', 'verify', file]);
    expect(cli.output.at(-1)).toMatch(
      /site\.zip is whole: \w+, made \S+, at migration \d+_\w+, \d+ rows in \d+ tables$/,
    );
    const cut = path.join(tempDir(), 'cut.zip');
    writeFileSync(cut, readFileSync(file).subarray(0, 1000));
    await expect(cli.run(['backup', 'verify', cut])).rejects.toThrow(CliError);

    const target = await emptySite('2026120500_push_subscriptions');
    try {
      await target
        .db()
        .insertInto('jobLeases')
        .values({ name: 'outbox', holder: 'web-1', leaseUntil: '2099-01-01T00:00:00.000Z', lastRunAt: null })
        .execute();
      const restoring = cliOnSite(target);
      await expect(restoring.run(['backup', 'restore', file])).rejects.toThrow(
        /^The site looks running: the job lease "outbox" is held by web-1 until 2099-01-01T00:00:00\.000Z\..*--force/,
      );
      await restoring.run(['backup', 'restore', file, '--force']);
      expect(restoring.output).toContain('Restart every server of the site now: they still hold the old database.');
      expect(restoring.output).toContain(
        '0 members erased since the backup was made were erased again (the erasures of the replaced database hold in the restored one).',
      );
      expect(restoring.output.join('\n')).toMatch(
        dialect === 'postgres'
          ? /kept as the schema public_before_restore_\d{8}_\d{6} of the same database; .*DROP SCHEMA "public_before_restore_\d{8}_\d{6}" CASCADE/
          : /kept as .*sangam\.sqlite\.before-restore-\d{8}-\d{6}; once the site works, delete it/,
      );
    } finally {
      await target.dispose();
    }
  });
});
