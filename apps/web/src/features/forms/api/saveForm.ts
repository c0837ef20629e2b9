import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { FormReply } from '@sangam/shared/forms';
import type { FormDraft } from '../lib/types.ts';

/** POST /api/forms (create) or PUT /api/forms/{id} (edit); the body is the whole form. */
export function saveForm({ id, form }: { id?: string; form: FormDraft }) {
  return id ? api.put<FormReply>(`/forms/${encodeURIComponent(id)}`, form) : api.post<FormReply>('/forms', form);
}

export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
