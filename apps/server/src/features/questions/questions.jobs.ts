import type { Job } from '../../jobs/scheduler.ts';
import { nowIso } from '../../lib/time.ts';
import { clearTrending, closeExpiredPolls } from './questions.queries.ts';
import { TRENDING_WINDOW_MS, rescoreRecent } from './trending.ts';

/** Closes polls once their expiry passes (votes are refused by the server's clock anyway; this marks them closed). */
export const pollClosingJob: Job = {
  name: 'close-expired-polls',
  intervalMs: 60_000,
  run: async ({ db }) => {
    await closeExpiredPolls(db, nowIso());
  },
};

/** Scores decay with age: recompute the recently active ones, zero the ones that went quiet since the last day. */
export const trendingJob: Job = {
  name: 'questions-trending',
  intervalMs: 600_000,
  run: async ({ db }) => {
    const now = Date.now();
    const cutoff = now - TRENDING_WINDOW_MS;
    await rescoreRecent(db, now);
    await clearTrending(db, new Date(cutoff - 86_400_000).toISOString(), new Date(cutoff).toISOString());
  },
};
