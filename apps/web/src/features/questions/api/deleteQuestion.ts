import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** DELETE /api/questions/:id (the author, or an admin). */
export const deleteQuestion = (id: string) => api.delete<MessageReply>(`/questions/${encodeURIComponent(id)}`);

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
