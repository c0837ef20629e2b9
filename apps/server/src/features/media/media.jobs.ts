import type { Job } from '../../jobs/scheduler.ts';
import { deleteMediaByIds, findUnreferencedMedia } from './media.queries.ts';

const DAY_MS = 86_400_000;
const BATCH = 200;

/**
 * Deletes media that no record references (MEDIA_REFERENCES) and that are older than a day, in small batches.
 * The day spares files stored by a request still in flight; replaceMedia and deleteRecordMedia leave nothing
 * behind in the first place, so this only catches what slipped through.
 */
export const mediaCleanupJob: Job = {
  name: 'media-cleanup',
  intervalMs: 7 * DAY_MS,
  run: async ({ db, log }) => {
    const cutoff = new Date(Date.now() - DAY_MS).toISOString();
    let deleted = 0;
    for (;;) {
      const ids = (await findUnreferencedMedia(db, cutoff, BATCH)).map((row) => row.id);
      await deleteMediaByIds(db, ids);
      deleted += ids.length;
      if (ids.length < BATCH) break;
    }
    if (deleted) log.info({ deleted }, 'unreferenced media deleted');
  },
};
