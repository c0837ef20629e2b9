import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/dialect.ts';
import { sessionPruningJob } from '../features/auth/sessions.jobs.ts';
import { mediaCleanupJob } from '../features/media/media.jobs.ts';
import { dataExportJob } from '../features/data-export/data-export.jobs.ts';
import { backupJob } from '../features/backups/backups.jobs.ts';
import { newsViewsPruningJob } from '../features/news/news.jobs.ts';
import { paymentReconciliationJob, premiumExpiryJob } from '../features/payments/payments.jobs.ts';
import { pollClosingJob, trendingJob } from '../features/questions/questions.jobs.ts';
import { outboxJob } from '../features/outbox/outbox.jobs.ts';
import { suspensionEndJob } from '../features/moderation/moderation.jobs.ts';
import { Outbox } from '../features/outbox/outbox.service.ts';
import { outboxTransports } from '../features/outbox/transports.ts';
import type { Job } from './scheduler.ts';
import { pruneMemberChanges } from '../db/member-changes.ts';

/**
 * Every recurring job of the app. A feature adds one line here for a `Job` it defines in its `<name>.jobs.ts`
 * (premium expiry, poll closing, payment reconciliation...). main.ts runs them; the test app never does.
 */
export const appJobs = (database: DatabaseHandle, config: Config): Job[] => [
  // Fresh planner statistics (SQLite and PostgreSQL; only tables that changed much) keep lists on their indexes.
  { name: 'planner-statistics', intervalMs: 15 * 60_000, run: () => database.optimize() },
  // The members' change log serves the last few hundred edits and keeps members' texts ten minutes at most.
  { name: 'prune-member-changes', intervalMs: 5 * 60_000, run: ({ db }) => pruneMemberChanges(db) },
  sessionPruningJob,
  mediaCleanupJob,
  premiumExpiryJob,
  paymentReconciliationJob(config),
  newsViewsPruningJob,
  pollClosingJob,
  trendingJob,
  suspensionEndJob,
  outboxJob((log) => new Outbox(database.db, outboxTransports(config, log))),
  dataExportJob,
  // BACKUP_DIR set: the daily backup.
  ...(config.backups ? [backupJob(config, config.backups)] : []),
];
