import type { Job } from '../../jobs/scheduler.ts';
import { nowIso } from '../../lib/time.ts';
import { forgetExpiredCopies } from './data-export.queries.ts';
import { runPendingExports } from './data-export.service.ts';

/**
 * Prepares the copies of members' data that were asked for, oldest first, every 15 seconds on one server of
 * several (the job lease), and empties the copies whose 24 hours have passed. Tests call runPendingExports directly.
 */
export const dataExportJob: Job = {
  name: 'data-export',
  intervalMs: 15_000,
  run: async ({ db, log }) => {
    const ready = await runPendingExports(db, log);
    if (ready) log.info({ ready }, 'data exports ready');
    await forgetExpiredCopies(db, nowIso());
  },
};
