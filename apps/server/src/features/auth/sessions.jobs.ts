import type { Job } from '../../jobs/scheduler.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { deleteOldCodes } from './otp.queries.ts';
import { deleteExpiredSessions } from './sessions.queries.ts';

/** Expired sessions and codes are refused anyway; pruning keeps the tables small (codes a day past expiry go). */
export const sessionPruningJob: Job = {
  name: 'prune-expired-sessions',
  intervalMs: 3_600_000,
  run: async ({ db }) => {
    await deleteExpiredSessions(db);
    await deleteOldCodes(db, addMs(nowIso(), -86_400_000));
  },
};
