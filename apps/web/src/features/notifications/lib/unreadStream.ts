import { getToken } from '../../../api/token.ts';

export interface StreamHandlers {
  /** The server took the stream: counts now arrive as they change. */
  onOpen: () => void;
  onUnread: (unread: number) => void;
  /** The stream stopped; `retry` is false when this server has none to offer (asking again will not help). */
  onEnd: (retry: boolean) => void;
}

/** One server-sent event block's name and data ("event: unread\ndata: {...}"). */
function parseEvent(block: string): { event: string; data: string } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue; // a keep-alive comment
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return { event, data: data.join('\n') };
}

const unreadOf = (data: string): number | undefined => {
  try {
    const { unread } = JSON.parse(data) as { unread?: unknown };
    return typeof unread === 'number' ? unread : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/notifications/stream: the unread count pushed by the server (`event: unread`, `data: {"unread":n}`).
 * Read with fetch rather than EventSource, which cannot send the bearer token in a header (a token in the URL
 * would land in logs). Returns a function that closes it; onEnd is not called after that.
 */
/** Two heartbeats' time (the server's is 25 s) without a byte: the connection is dead. */
const SILENCE_LIMIT_MS = 55_000;

export function openUnreadStream(handlers: StreamHandlers): () => void {
  const controller = new AbortController();
  let ended = false;
  const end = (retry: boolean) => {
    if (ended || controller.signal.aborted) return;
    ended = true;
    handlers.onEnd(retry);
  };
  const token = getToken();
  if (!token) {
    queueMicrotask(() => end(false));
    return () => controller.abort();
  }
  // The server writes at least every 25 s; a connection that went quiet for longer (a dead cell handover that was
  // never closed) is given up, so the bell falls back to polling instead of freezing.
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const stillThere = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      end(true);
      controller.abort();
    }, SILENCE_LIMIT_MS);
  };
  controller.signal.addEventListener('abort', () => clearTimeout(watchdog));
  void (async () => {
    try {
      const response = await fetch('/api/notifications/stream', {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !response.body || !type.includes('text/event-stream')) {
        // No such route (an older server) or no stream there: polling it is. A 401 or a busy server may pass.
        end(!response.ok && response.status !== 404 && response.status !== 405);
        return;
      }
      handlers.onOpen();
      stillThere();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stillThere();
        buffer += value;
        const blocks = buffer.split(/\r?\n\r?\n/);
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const { event, data } = parseEvent(block);
          const unread = event === 'unread' ? unreadOf(data) : undefined;
          if (unread !== undefined) handlers.onUnread(unread);
        }
      }
      clearTimeout(watchdog);
      end(true);
    } catch {
      clearTimeout(watchdog);
      end(true);
    }
  })();
  return () => controller.abort();
}
