import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { SubmissionReply } from '@sangam/shared/submissions';

/** GET /api/submissions/{id}: one submission with the fields of the form version it was made with. */
export const useSubmission = (id: string) =>
  useQuery({
    queryKey: [...queryKeys.submissions.all, 'detail', id],
    queryFn: async ({ signal }) =>
      (await api.get<SubmissionReply>(`/submissions/${encodeURIComponent(id)}`, { signal })).submission,
  });
