import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsReply } from '@sangam/shared/notifications';
import { api } from '../../../api/client.ts';
import { notificationKeys } from './keys.ts';
import { readStoredReply, storeReply } from '../../../api/storedReplies.ts';

export type { Notification, NotificationsReply } from '@sangam/shared/notifications';
export type NotificationPages = InfiniteData<NotificationsReply, number>;

export const notificationsKey = notificationKeys.list;
/** The first page is kept on the phone: the list draws from it at once, and with no signal. */
const STORED = 'notifications';

/** GET /api/notifications?page: newest first, with the unread count. */
export const fetchNotifications = (page: number, signal?: AbortSignal) =>
  api.get<NotificationsReply>('/notifications', { query: { page }, signal });

export const storedFirstPage = (memberId: string) => readStoredReply<NotificationsReply>(STORED, memberId);
export const storeFirstPage = (memberId: string, reply: NotificationsReply) => storeReply(STORED, memberId, reply);

export const notificationsQuery = (memberId: string) => {
  const stored = storedFirstPage(memberId);
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, memberId],
    queryFn: async ({ pageParam, signal }) => {
      const reply = await fetchNotifications(pageParam, signal);
      if (pageParam === 1) storeFirstPage(memberId, reply);
      return reply;
    },
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsReply) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
    // The stored page draws first and counts as old, so the server is asked at once.
    ...(stored ? { initialData: { pages: [stored], pageParams: [1] }, initialDataUpdatedAt: 0 } : {}),
  });
};
