import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { FormDraft, FormRecord } from '../lib/types.ts';

/** POST /api/forms (create) or PUT /api/forms/{id} (edit); the body is the whole form. */
export function saveForm({ id, form }: { id?: string; form: FormDraft }) {
  return id
    ? api.put<{ form: FormRecord }>(`/forms/${encodeURIComponent(id)}`, form)
    : api.post<{ form: FormRecord }>('/forms', form);
}

export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
