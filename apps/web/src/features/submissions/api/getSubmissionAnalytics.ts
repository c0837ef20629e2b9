import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface FieldAnalytics {
  id: string;
  label: string;
  type: string;
  answered: number;
  options?: { label: string; value: string; count: number }[];
  average?: number | null;
}

export interface SubmissionAnalytics {
  sampled: number;
  perDay: { date: string; count: number }[];
  fields: FieldAnalytics[];
}

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
