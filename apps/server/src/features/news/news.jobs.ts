import type { Job } from '../../jobs/scheduler.ts';
import { pruneViews } from './news.queries.ts';

/** A view counts once per viewer per day: rows of days before yesterday are not needed any more. */
export const newsViewsPruningJob: Job = {
  name: 'prune-news-views',
  intervalMs: 24 * 3_600_000,
  run: async ({ db }) => {
    await pruneViews(db, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  },
};
