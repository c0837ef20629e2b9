import { useQuery } from '@tanstack/react-query';
import type { FieldAnalytics, SubmissionAnalytics } from '@sangam/shared/submissions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { FieldAnalytics, SubmissionAnalytics };

/** GET /api/submissions/form/{formId}/analytics?period: per-field counts and averages, submissions per day. */
export const useSubmissionAnalytics = (formId: string, period: string) =>
  useQuery({
    queryKey: [...queryKeys.submissions.form(formId), 'analytics', period],
    queryFn: ({ signal }) =>
      api.get<SubmissionAnalytics>(`/submissions/form/${encodeURIComponent(formId)}/analytics`, {
        query: { period },
        signal,
      }),
  });
