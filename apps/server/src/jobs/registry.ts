import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/dialect.ts';
import { sessionPruningJob } from '../features/auth/sessions.jobs.ts';
import { mediaCleanupJob } from '../features/media/media.jobs.ts';
import { paymentReconciliationJob, premiumExpiryJob } from '../features/payments/payments.jobs.ts';
import { outboxJob } from '../features/outbox/outbox.jobs.ts';
import { smtpTransport } from '../features/outbox/outbox.service.ts';
import type { Job } from './scheduler.ts';

/**
 * Every recurring job of the app. A feature adds one line here for a `Job` it defines in its `<name>.jobs.ts`
 * (premium expiry, poll closing, payment reconciliation...). main.ts runs them; the test app never does.
 */
export const appJobs = (database: DatabaseHandle, config: Config): Job[] => [
  // The planner's statistics (SQLite; PostgreSQL's autovacuum keeps its own) keep directory search on its index.
  { name: 'planner-statistics', intervalMs: 3_600_000, run: async () => database.optimize() },
  sessionPruningJob,
  mediaCleanupJob,
  premiumExpiryJob,
  paymentReconciliationJob(config),
  outboxJob(config.smtp && smtpTransport(config.smtp)),
];
