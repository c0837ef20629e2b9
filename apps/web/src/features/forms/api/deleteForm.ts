import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** DELETE /api/forms/{id}. */
export const deleteForm = (id: string) => api.delete<MessageReply>(`/forms/${encodeURIComponent(id)}`);

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.forms.one(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.forms.all });
    },
  });
}
