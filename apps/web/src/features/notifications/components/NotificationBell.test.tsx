import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { UNREAD_POLL_MS } from './useUnreadCount.ts';

const COUNT = '/api/notifications/unread-count';
const STREAM = '/api/notifications/stream';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server-sent event stream the test writes to. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

/**
 * The bell of a signed-in member, with the unread count answered by `count` and the stream by `stream` (by default
 * a server without one: 404).
 */
function renderBell(count: () => number, stream: () => Response = () => json({}, 404)) {
  localStorage.setItem('token', 'tok');
  const asked = { count: 0, stream: [] as RequestInit[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === COUNT) return (asked.count++, json({ unread: count() }));
      if (url === STREAM) return (asked.stream.push(init), stream());
      if (url === '/api/profile/me') return json({ user: member() });
      return json({});
    }),
  );
  renderWithApp(<NotificationBell />, { path: '/questions' });
  return asked;
}

describe('NotificationBell', () => {
  it('shows the unread count on the bell and in its name, linking to /notifications', async () => {
    renderBell(() => 5);
    const bell = await screen.findByRole('link', { name: 'Notifications, 5 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('5');
  });

  it('shows 99+ above 99', async () => {
    renderBell(() => 100);
    const bell = await screen.findByRole('link', { name: 'Notifications, more than 99 unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('shows no number when nothing is unread', async () => {
    const asked = renderBell(() => 0);
    await waitFor(() => expect(asked.count).toBe(1));
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('asks again every minute while the tab is visible when there is no stream, and not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    const asked = renderBell(() => unread);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    unread = 3;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    const before = asked.count;
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(asked.count).toBe(before);
    hidden.mockRestore();
  });

  it('takes the counts the stream pushes (sent with the bearer token) and stops polling meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = eventStream();
    const asked = renderBell(
      () => 2,
      () => live.response,
    );
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(asked.stream).toHaveLength(1));
    expect(new Headers(asked.stream[0]!.headers).get('Authorization')).toBe('Bearer tok');

    act(() => live.push(': keep-alive\n\nevent: unread\ndata: {"unread":7}\n\n'));
    expect(await screen.findByRole('link', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    act(() => live.push('event: unread\r\ndata: {"unread":0}\r\n\r\n'));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(asked.count).toBe(1);
  });
});
