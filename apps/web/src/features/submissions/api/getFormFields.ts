import { useQuery } from '@tanstack/react-query';
import type { FormField } from '@sangam/shared/forms';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface ReviewedForm {
  _id: string;
  title: string;
  fields: FormField[];
}

/** GET /api/forms/admin/{id}: the title and the current fields the screen reads submissions with. */
export const useReviewedForm = (formId: string) =>
  useQuery({
    queryKey: queryKeys.forms.one(formId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { form: ReviewedForm } }>(`/forms/admin/${encodeURIComponent(formId)}`, { signal })).data
        .form,
    staleTime: Infinity,
  });
