import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** DELETE /api/news/:id; every news list and the home marquee refresh. */
export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>(`/news/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.news.all }),
  });
}
