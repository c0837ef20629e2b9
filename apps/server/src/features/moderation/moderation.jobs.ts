import type { Job } from '../../jobs/scheduler.ts';
import { nowIso } from '../../lib/time.ts';
import { liftEndedSuspensions } from './moderation.queries.ts';

/** A suspension for some days ends by itself: the member is active again within a minute of its end. */
export const suspensionEndJob: Job = {
  name: 'end-suspensions',
  intervalMs: 60_000,
  run: async ({ db }) => {
    await liftEndedSuspensions(db, nowIso());
  },
};
