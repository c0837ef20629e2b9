import type { Job } from '../../jobs/scheduler.ts';
import { nowIso } from '../../lib/time.ts';
import { clearTrending, expiredOpenPolls, markPollClosed } from './questions.queries.ts';
import { tellPollClosed } from './question-notifications.ts';
import { TRENDING_WINDOW_MS, rescoreRecent } from './trending.ts';

const POLL_BATCH = 50;

/**
 * Closes polls once their expiry passes (votes are refused by the server's clock anyway; this marks them
 * closed) and tells each one's author and voters. Each poll is closed and told in one transaction, so a poll's
 * closing is told exactly once: `poll_closed` is the mark, and a crash mid-run leaves the rest for the next run.
 */
export const pollClosingJob: Job = {
  name: 'close-expired-polls',
  intervalMs: 60_000,
  run: async ({ db }) => {
    const now = nowIso();
    for (;;) {
      const due = await expiredOpenPolls(db, now, POLL_BATCH);
      for (const poll of due) {
        await db.transaction().execute(async (trx) => {
          if (await markPollClosed(trx, poll.id)) await tellPollClosed(trx, poll);
        });
      }
      if (due.length < POLL_BATCH) return;
    }
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
