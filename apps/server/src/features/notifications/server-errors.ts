import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import { activeAdminIds } from './notifications.queries.ts';
import { notify } from './notify.service.ts';

const HOUR = 3_600_000;

/**
 * Tells the admins of a server error (a 500: a bug), so that what the error message promises a member is true: "Our
 * team has been notified". The first error of a process is told at once, with the route and the request id the
 * member was shown; after it, one notice an hour at most, counting the errors between. The notice's group is the
 * hour, so several processes tell each admin once an hour. Never throws: the error reply goes out regardless.
 */
export function serverErrorNotices(db: Db, log: FastifyBaseLogger, now = () => Date.now()) {
  let quietUntil = 0;
  let meanwhile = 0;
  return (route: string, reference: string): Promise<void> => {
    const at = now();
    if (at < quietUntil) {
      meanwhile++;
      return Promise.resolve();
    }
    quietUntil = at + HOUR;
    const earlier = meanwhile;
    meanwhile = 0;
    const group = `server_error:${Math.floor(at / HOUR)}`;
    return (async () => {
      for (const userId of await activeAdminIds(db)) {
        await notify(db, {
          userId,
          kind: 'server_error',
          link: '/admin/dashboard',
          params: { route, reference, earlier },
          group,
        });
      }
    })().catch((error: unknown) => log.warn({ err: error }, 'server error notice not sent'));
  };
}
