import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import { activeAdminIds } from './notifications.queries.ts';
import { notify } from './notify.service.ts';

const HOUR = 3_600_000;

type Failure = { route: string; reference: string };

/**
 * Tells the admins of server errors (a 500: a bug), so that what the member's error message promises is true: "Our
 * team has been notified". A process tells its first error at once, with the route and the request id the member
 * was shown; then one notice an hour at most: at the end of a quiet hour that had errors, the last of them with how
 * many came before it ("and 3 more since the last notice"). A notice that could not be written (the database down)
 * is tried again with the next error. `report` never throws: the error's reply goes out regardless.
 */
export function serverErrorNotices(db: Db, log: FastifyBaseLogger, now = () => Date.now()) {
  let quietUntil = 0;
  let meanwhile = 0;
  let last: Failure | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** The notice to every active admin; false when it could not be written. */
  const tell = async ({ route, reference }: Failure, earlier: number) => {
    let admins: string[];
    try {
      admins = await activeAdminIds(db);
    } catch (error) {
      log.warn({ err: error }, 'server error notice not sent');
      return false;
    }
    for (const userId of admins) {
      const params = { route, reference, earlier };
      await notify(db, { userId, kind: 'server_error', link: '/admin/dashboard', params }).catch((error: unknown) =>
        log.warn({ err: error, userId }, 'server error notice not sent to an admin'),
      );
    }
    return true;
  };

  const quiet = () => {
    quietUntil = now() + HOUR;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), HOUR).unref();
  };

  /** The end of a quiet hour: its errors in one notice (and another quiet hour), or none. */
  const flush = async () => {
    if (!meanwhile || !last) return;
    const [failure, earlier] = [last, meanwhile - 1];
    meanwhile = 0;
    quiet();
    if (!(await tell(failure, earlier))) {
      meanwhile += earlier + 1;
      quietUntil = 0;
    }
  };

  const report = async (route: string, reference: string): Promise<void> => {
    last = { route, reference };
    if (now() < quietUntil) {
      meanwhile++;
      return;
    }
    const earlier = meanwhile;
    meanwhile = 0;
    quiet();
    if (!(await tell(last, earlier))) {
      // Told nobody: the next error tries again, counting this one.
      meanwhile += earlier + 1;
      quietUntil = 0;
    }
  };

  return { report, flush, stop: () => clearTimeout(timer) };
}
