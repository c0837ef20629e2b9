import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../api/token.ts';
import { openUnreadStream } from './unreadStream.ts';

/** A stream that sends one count and then stays open without another byte, as a dead mobile connection does. */
function silentStream() {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: unread\ndata: {"unread":3}\n\n'));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('the unread stream', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearToken();
  });

  it('gives up a connection that went silent past two heartbeats, so the bell polls again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => silentStream()),
    );
    const seen: number[] = [];
    const ended: boolean[] = [];
    const close = openUnreadStream({
      onOpen: () => {},
      onUnread: (n) => void seen.push(n),
      onEnd: (retry) => void ended.push(retry),
    });
    await vi.waitFor(() => expect(seen).toEqual([3]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ended).toEqual([true]);
    close();
  });
});
