import type { SessionLookup } from '../../plugins/auth.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { busy } from '../../lib/http-error.ts';
import { unreadCount } from './notifications.queries.ts';
import { unreadSignals } from './unread-signals.ts';

/** A comment line this often keeps proxies and phones' networks from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** A member's tabs and devices; past it their oldest stream ends (often one a phone left behind on a network change). */
export const STREAMS_PER_MEMBER = 5;
/** Streams one server process keeps open; past it a new one is refused and the client polls instead. */
export const STREAMS_PER_PROCESS = 5_000;
/**
 * After a signal the count is read at once and again a little later: a signal may arrive before the writer's
 * transaction commits (another connection does not see the row yet), and a read after it sees it.
 */
const REREAD_AFTER_MS = [0, 750, 3_000];

type Stream = { close: () => void };

/**
 * GET /api/notifications/stream: server-sent events of the member's unread count, `event: unread` with
 * `{"unread":n}` at once and whenever it changes. Taken over in onRequest (after the member check), so a stream
 * open for hours holds none of the in-flight slots of ordinary requests (plugins/load-shedding.ts); it is bounded
 * here instead.
 */
export function unreadStream(app: FastifyInstance, findLiveSession: SessionLookup) {
  // Signals are raised inside the writer's transaction, which may commit late (a long job's batch), and several
  // processes without Redis do not hear each other: each stream also reads its count at every heartbeat (one
  // short index range, sent only when it changed), so the bell is never wrong for more than 25 s.
  const open = new Set<Stream>();
  const byMember = new Map<string, Stream[]>();
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close();
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.viewer!.user.id;
    const mine = byMember.get(userId) ?? [];
    if (mine.length >= STREAMS_PER_MEMBER) mine[0]!.close();
    if (open.size >= STREAMS_PER_PROCESS) throw busy(30);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
      connection: 'keep-alive',
    });

    let last: number | undefined;
    let closed = false;
    let reading = false;
    let again = false;
    const timers = new Set<NodeJS.Timeout>();
    const send = async () => {
      // One read at a time; a signal during it reads once more after.
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const unread = await unreadCount(app.db, userId);
          if (closed) return;
          if (unread !== last) {
            last = unread;
            res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
          }
        } while (again && !closed);
      } catch (error) {
        request.log.warn({ err: error }, 'notification stream: count failed');
      } finally {
        reading = false;
      }
    };
    const onSignal = () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const delay of REREAD_AFTER_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void send();
        }, delay);
        timers.add(timer);
      }
    };
    const { sessionId } = request.viewer!;
    const heartbeat = setInterval(() => {
      // A session ended since (a password reset, a change elsewhere, a suspension) ends its stream too.
      void findLiveSession(app.db, sessionId, userId)
        .then((member) => {
          if (!member || member.accountStatus !== 'active') return stream.close();
          res.write(': heartbeat\n\n');
          return send();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream: session check failed'));
    }, HEARTBEAT_MS);
    const stopListening = unreadSignals.listen(userId, onSignal);
    const stream: Stream = {
      close: () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const timer of timers) clearTimeout(timer);
        stopListening();
        open.delete(stream);
        const left = (byMember.get(userId) ?? []).filter((s) => s !== stream);
        if (left.length) byMember.set(userId, left);
        else byMember.delete(userId);
        if (!res.writableEnded) res.end();
      },
    };
    open.add(stream);
    byMember.set(userId, [...(byMember.get(userId) ?? []), stream]);
    res.on('close', stream.close);
    res.on('error', stream.close);
    // The browser's EventSource waits this long before reconnecting after a dropped stream.
    res.write('retry: 10000\n\n');
    // Read now and again a little later, as after a signal: a writer that signalled just before this stream listened
    // may commit after the first read.
    onSignal();
  };
}
