import type { Job } from '../../jobs/scheduler.ts';
import { deleteExpiredSessions } from './sessions.queries.ts';

/** Expired sessions are refused anyway; pruning keeps the table small. */
export const sessionPruningJob: Job = {
  name: 'prune-expired-sessions',
  intervalMs: 3_600_000,
  run: async ({ db }) => {
    await deleteExpiredSessions(db);
  },
};
