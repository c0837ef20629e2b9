import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadInput } from '@sangam/shared/notifications';
import { api } from '../../../api/client.ts';
import { unreadCountKey } from './getUnreadCount.ts';

/** POST /api/notifications/read { ids } or { all: true }: the bell takes the count the server answers. */
export const markRead = (input: MarkReadInput) => api.post<{ unread: number }>('/notifications/read', input);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadCountKey, unread),
  });
}
