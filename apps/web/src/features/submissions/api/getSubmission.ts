import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Submission } from './types.ts';

/** GET /api/submissions/{id}: one submission with the fields of the form version it was made with. */
export const useSubmission = (id: string) =>
  useQuery({
    queryKey: [...queryKeys.submissions.all, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ submission: Submission & { formId: string } }>(`/submissions/${encodeURIComponent(id)}`, {
          signal,
        })
      ).submission,
  });
