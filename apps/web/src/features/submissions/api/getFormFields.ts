import { useQuery } from '@tanstack/react-query';
import type { AdminFormReply, FormView } from '@sangam/shared/forms';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The parts of the admin's form the screen reads. */
export type ReviewedForm = Pick<FormView, '_id' | 'title' | 'fields'>;

/** GET /api/forms/admin/{id}: the title and the current fields the screen reads submissions with. */
export const useReviewedForm = (formId: string) =>
  useQuery({
    queryKey: queryKeys.forms.one(formId),
    queryFn: async ({ signal }) =>
      (await api.get<AdminFormReply>(`/forms/admin/${encodeURIComponent(formId)}`, { signal })).data.form,
    staleTime: Infinity,
  });
