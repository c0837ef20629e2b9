import { useEffect, useEffectEvent, useRef } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getToken, getStoredMember } from '../../../api/token.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import {
  notificationsKey,
  notificationsQuery,
  storedFirstPage,
  storeFirstPage,
  type NotificationPages,
} from '../api/getNotifications.ts';
import { unreadCountQuery } from '../api/getUnreadCount.ts';
import { useMarkRead } from '../api/markRead.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';

/** The first page, asked for with the page's code (the router's preloadRoute); the stored one draws meanwhile. */
export const prefetch: PrefetchData = (client) => {
  const member = getToken() ? getStoredMember() : null;
  return member ? client.prefetchInfiniteQuery(notificationsQuery(member.id)) : Promise.resolve();
};

/**
 * The member's notifications, newest first: drawn at once from the page kept on the phone, then from the server.
 * Opening the page reads them all (the bell clears); the unread ones stay marked on this visit so the member sees
 * which are new. A notification arriving while the page is open is fetched and read the same way.
 */
/** The most ids one POST /api/notifications/read takes (MarkReadSchema). */
const MARK_READ_MAX = 100;

export function NotificationsPage() {
  const t = useT();
  const { user } = useSession();
  const memberId = user?.id ?? '';
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...notificationsQuery(memberId), enabled: memberId !== '' });
  const bell = useQuery({ ...unreadCountQuery(), enabled: false });
  const markRead = useMarkRead();
  const markedAt = useRef(0);

  // Fresh from the server with something unread: read it all. The list keeps each one's mark for this visit, its
  // count goes to 0 as the bell's does, and the stored page is kept read too.
  const fetchedAt = list.dataUpdatedAt;
  const listUnread = list.data?.pages[0]?.unread ?? 0;
  // The ones shown, not "all": one that arrives between the list and the mark must stay new.
  const shownUnread = (list.data?.pages ?? [])
    .flatMap((page) => page.notifications)
    .filter((n) => !n.read)
    .map((n) => n._id)
    .slice(0, MARK_READ_MAX)
    .join(' ');
  const { mutate } = markRead;
  useEffect(() => {
    if (!fetchedAt || fetchedAt === markedAt.current || !shownUnread) return;
    markedAt.current = fetchedAt;
    mutate(
      { ids: shownUnread.split(' ') },
      {
        onSuccess: ({ unread }) => {
          queryClient.setQueryData<NotificationPages>(
            notificationsQuery(memberId).queryKey,
            (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, unread })) },
            { updatedAt: fetchedAt },
          );
          const stored = storedFirstPage(memberId);
          if (stored) {
            const notifications = stored.notifications.map((n) => ({ ...n, read: true }));
            storeFirstPage(memberId, { ...stored, notifications, unread });
          }
        },
      },
    );
  }, [fetchedAt, shownUnread, mutate, memberId, queryClient]);

  // The bell counts more than the list knows of (a notification came while the page is open, or since the list was
  // read a moment ago): fetch the list again, which then reads what is new. Only a change of the count starts it.
  const bellCount = bell.data ?? 0;
  const refreshForBell = useEffectEvent(() => {
    if (list.isFetching || markRead.isPending || !fetchedAt || bellCount <= listUnread) return;
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });
  useEffect(() => {
    if (bellCount > 0) refreshForBell();
  }, [bellCount]);

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <section className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <DocumentTitle title={t('notifications.meta.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('notifications.title')}</h1>
        <Link
          to="/profile/notifications"
          className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-700 underline"
        >
          {t('notifications.settingsLink')}
        </Link>
      </div>

      {list.isPending ? (
        <PlaceholderCards label={t('notifications.loading')} count={4} />
      ) : !list.data ? (
        <>
          <Alert>{t('notifications.loadFailed')}</Alert>
          <Button className="mt-4" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t(list.isFetching ? 'common.action.tryingAgain' : 'common.action.tryAgain')}
          </Button>
        </>
      ) : (
        <>
          {list.isError && (
            <Alert tone="info" className="mb-4">
              {t('notifications.showingStored')}
            </Alert>
          )}
          {notifications.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
              {t('notifications.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200">
              {notifications.map((notification) => (
                <li key={notification._id}>
                  <NotificationItem notification={notification} />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="mt-4 text-center">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {t(list.isFetchingNextPage ? 'notifications.loadingMore' : 'notifications.loadMore')}
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && <Alert className="mt-4">{t('notifications.loadMoreFailed')}</Alert>}
        </>
      )}
    </section>
  );
}
