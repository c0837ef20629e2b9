import path from 'node:path';
import type { Command } from 'commander';
import { recordAudit } from '../features/audit/audit.queries.ts';
import {
  BackupRefusal,
  backupFileName,
  backupRow,
  insertBackup,
  makeVerifiedBackup,
  restoreBackup,
  verifyBackup,
  type Manifest,
} from '../features/backups/backup.service.ts';
import { CliError } from './cli-error.ts';
import { commandLineActor, type CliContext } from './context.ts';

/** A refusal of the backups feature is the admin's to act on: one line. */
async function refusalsAsCliErrors(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof BackupRefusal) throw new CliError(error.message);
    throw error;
  }
}

const size = (bytes: number) =>
  bytes < 2 ** 20 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
const rows = (manifest: Manifest) => Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
const describe = (manifest: Manifest) =>
  `${manifest.dialect}, made ${manifest.createdAt}, at migration ${manifest.migration}, ` +
  `${rows(manifest)} rows in ${Object.keys(manifest.tables).length} tables`;

export function registerBackupCommands(program: Command, context: CliContext): void {
  const backup = program
    .command('backup')
    .description('Back up the whole site (members, posts, photos and PDFs are all in the database), check or restore');

  backup
    .command('create')
    .description(
      'Write a backup while the site runs: one zip of the database (SQLite online backup, or pg_dump) and a ' +
        'manifest (migration, time, rows per table, checksum), read back before it is reported',
    )
    .option('--out <file>', 'where to write it (default: BACKUP_DIR, else here, as sangam-<database>-<time>.zip)')
    .action((options: { out?: string }) =>
      refusalsAsCliErrors(async () => {
        const config = context.config();
        const at = new Date();
        const out = path.resolve(
          options.out ??
            path.join(
              config.backups?.dir ?? process.cwd(),
              backupFileName(config.databaseUrl ? 'postgres' : 'sqlite', at),
            ),
        );
        const { manifest, bytes } = await makeVerifiedBackup(config, out, at);
        context.print(`Backup written and read back: ${out} (${size(bytes)})`);
        context.print(`  ${describe(manifest)}`);
        // The dashboard of every server shows it, and the audit log who took a copy of every member's data. A
        // database not yet migrated to the backups table (an older server still running) only misses the record.
        await context
          .withDatabase(
            async ({ db }) => {
              await recordAudit(db, {
                actor: commandLineActor(),
                action: 'backup.create',
                target: { id: null, name: path.basename(out) },
                subjectType: 'backup',
                details: `${out}, ${size(bytes)}, from the command line`,
              });
              await insertBackup(
                db,
                backupRow(at, 'command line', { fileName: path.basename(out), bytes, error: null }),
              );
            },
            { migrate: false },
          )
          .catch((error: unknown) => context.print(`(Not recorded for the dashboard: ${(error as Error).message})`));
      }),
    );

  backup
    .command('verify')
    .description(
      'Check a backup: its checksum, then the database in it (SQLite: integrity check and rows per table; ' +
        'PostgreSQL: pg_restore --list). Exits 1 when it is damaged',
    )
    .argument('<file>', 'the backup (a .zip made by backup create)')
    .action((file: string) =>
      refusalsAsCliErrors(async () => {
        const manifest = await verifyBackup(path.resolve(file));
        context.print(`${file} is whole: ${describe(manifest)}`);
      }),
    );

  backup
    .command('restore')
    .description(
      "Replace the site's database with a backup's: checked first, restored into a fresh database, rows counted " +
        'against the manifest, migrated if the backup is older. Stop the servers first',
    )
    .argument('<file>', 'the backup (a .zip made by backup create)')
    .option('--force', 'restore even though a server of the site seems to be running (restart every server after)')
    .action((file: string, options: { force?: boolean }) =>
      refusalsAsCliErrors(async () => {
        const config = context.config();
        const report = await restoreBackup(config, path.resolve(file), { force: options.force ?? false });
        context.print(`Restored ${file}: ${describe(report.manifest)}; every table's rows counted as in the backup.`);
        context.print(
          report.migratedTo
            ? `Migrated from ${report.manifest.migration} to ${report.migratedTo}.`
            : 'No migration needed.',
        );
        const again = report.erasedAgain;
        context.print(
          `${again} member${again === 1 ? '' : 's'} erased since the backup was made ${again === 1 ? 'was' : 'were'} ` +
            'erased again (the erasures of the replaced database hold in the restored one).',
        );
        await context.withDatabase(({ db }) =>
          recordAudit(db, {
            actor: commandLineActor(),
            action: 'backup.restore',
            target: { id: null, name: path.basename(file) },
            subjectType: 'backup',
            details:
              `the site's database replaced by the backup made ${report.manifest.createdAt}, ` +
              `${report.erasedAgain} erased members erased again, from the command line`,
          }),
        );
        if (report.keptAs)
          context.print(
            report.manifest.dialect === 'postgres'
              ? `The data it replaced is kept as the schema ${report.keptAs} of the same database; once the site ` +
                  `works, drop it: psql "$DATABASE_URL" -c 'DROP SCHEMA "${report.keptAs}" CASCADE'`
              : `The database it replaced is kept as ${report.keptAs}; once the site works, delete it ` +
                  `(rm ${report.keptAs}*)`,
          );
        if (options.force) context.print('Restart every server of the site now: they still hold the old database.');
      }),
    );
}
