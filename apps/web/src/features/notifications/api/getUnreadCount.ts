import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { notificationKeys } from './keys.ts';

export const unreadCountKey = notificationKeys.unread;

/**
 * GET /api/notifications/unread-count: the bell's number (the server counts up to 100). Not retried: the next
 * poll or the live stream says it soon enough, and a phone on a weak signal is spared the retries.
 */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  api
    .get<{ unread: number }>('/notifications/unread-count', { signal, retries: 0 })
    .then((reply) => (typeof reply.unread === 'number' ? reply.unread : 0));

export const unreadCountQuery = () =>
  queryOptions({ queryKey: unreadCountKey, queryFn: ({ signal }) => fetchUnreadCount(signal) });
