import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@sangam/shared/notifications';
import { calledUrls, requestBody } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { NotificationBell } from '../components/NotificationBell.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  _id: 'n1',
  kind: 'question_answered',
  text: 'Ravi Jadhav answered your question “Where to buy seeds?”',
  link: '/questions/q1',
  read: false,
  createdAt: minutesAgo(5),
  actor: { _id: 'u2', name: 'Ravi Jadhav', profileImage: null },
  ...overrides,
});

const page = (notifications: Notification[], { unread = 0, page = 1, pages = 1 } = {}) => ({
  body: { notifications, unread, pagination: { page, limit: 20, total: notifications.length, pages } },
});

const viewer = member({ id: 'm1' });

/** The server as the page sees it: `rows(page)` are the list's, `state.unread` what is unread (reading clears it). */
function renderNotifications(
  rows: (pageNumber: number) => { notifications: Notification[]; pages?: number },
  state = { unread: 0 },
) {
  return renderPage(
    <>
      <NotificationBell />
      <NotificationsPage />
    </>,
    {
      viewer,
      path: '/notifications',
      route: (url, init) => {
        if (url.startsWith('/api/notifications?')) {
          const n = Number(new URL(url, 'http://x').searchParams.get('page'));
          const { notifications, pages } = rows(n);
          return page(notifications, { unread: state.unread, page: n, pages });
        }
        if (url === '/api/notifications/unread-count') return { body: { unread: state.unread } };
        if (url === '/api/notifications/stream') return { status: 404, body: {} };
        if (url === '/api/notifications/read' && init.method === 'POST') {
          state.unread = 0;
          return { body: { unread: 0 } };
        }
        return undefined;
      },
    },
  );
}

describe('NotificationsPage', () => {
  it('says "No notifications yet" when there are none, and marks nothing read', async () => {
    const { fetchMock } = renderNotifications(() => ({ notifications: [] }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(calledUrls(fetchMock, '/api/notifications/read')).toEqual([]);
  });

  it('lists the server sentences with the time ago, marks the new ones, reads them all on open and clears the bell', async () => {
    const { fetchMock } = renderNotifications(
      () => ({
        notifications: [
          notification(),
          notification({
            _id: 'n2',
            kind: 'payment_received',
            text: 'We received your payment of ₹499.',
            link: '/payments/p1/receipt',
            read: true,
            createdAt: minutesAgo(60 * 3),
            actor: null,
          }),
        ],
      }),
      { unread: 1 },
    );
    const answer = await screen.findByRole('link', { name: /Ravi Jadhav answered your question/ });
    expect(answer).toHaveAttribute('href', '/questions/q1');
    expect(within(answer).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(answer).getByText('Unread')).toBeInTheDocument();
    const payment = screen.getByRole('link', { name: /We received your payment/ });
    expect(payment).toHaveAttribute('href', '/payments/p1/receipt');
    expect(within(payment).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(payment).queryByText('Unread')).not.toBeInTheDocument();

    await waitFor(() => expect(calledUrls(fetchMock, '/api/notifications/read')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')!;
    // The ones it showed unread, not "all": one arriving meanwhile stays new.
    expect(requestBody(init)).toEqual({ ids: ['n1'] });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('loads further pages with Load more', async () => {
    renderNotifications((n) => ({
      notifications:
        n === 1
          ? [notification({ read: true })]
          : [notification({ _id: 'n9', text: 'Your listing was approved.', read: true, actor: null })],
      pages: 2,
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Your listing was approved.')).toBeInTheDocument();
    expect(screen.getByText(/Ravi Jadhav answered/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('fetches and reads a notification that comes while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { unread: 0 };
    let rows = [notification({ read: true })];
    const { fetchMock } = renderNotifications(() => ({ notifications: rows }), state);
    await screen.findByText(/Ravi Jadhav answered/);
    expect(calledUrls(fetchMock, '/api/notifications/read')).toEqual([]);

    rows = [notification({ _id: 'n2', text: 'Meena Rao commented on your question', read: false }), ...rows];
    state.unread = 1;
    // The bell's next look (a minute later without the stream) finds it; the page fetches it and reads it.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Meena Rao commented on your question')).toBeInTheDocument();
    await waitFor(() => expect(calledUrls(fetchMock, '/api/notifications/read')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('draws the stored page at once, and keeps it when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('sangam.member', JSON.stringify(viewer));
    localStorage.setItem(
      'sangam.stored.notifications.m1',
      JSON.stringify(page([notification({ text: 'Stored sentence', read: true })]).body),
    );
    renderPage(<NotificationsPage />, {
      viewer,
      path: '/notifications',
      route: (url) => (url.startsWith('/api/notifications') ? 'network-error' : undefined),
    });
    expect(screen.getByText('Stored sentence')).toBeInTheDocument();
    // Past the client's retries.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('No connection: showing the notifications you saw last.')).toBeInTheDocument();
    expect(screen.getByText('Stored sentence')).toBeInTheDocument();
  });
});
