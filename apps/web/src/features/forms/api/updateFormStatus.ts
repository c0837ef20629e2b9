import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormReply } from '@sangam/shared/forms';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** PUT /api/forms/{id} with { status }: the list's activate / deactivate toggle. */
export const updateFormStatus = ({ id, status }: { id: string; status: string }) =>
  api.put<FormReply>(`/forms/${encodeURIComponent(id)}`, { status });

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
