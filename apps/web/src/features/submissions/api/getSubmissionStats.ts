import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { SubmissionStats } from './types.ts';

/** GET /api/submissions/form/{formId}/stats?period=7d|30d|90d|all. */
export const fetchSubmissionStats = (formId: string, period: string, signal?: AbortSignal) =>
  api.get<SubmissionStats>(`/submissions/form/${encodeURIComponent(formId)}/stats`, { query: { period }, signal });

export const useSubmissionStats = (formId: string, period: string) =>
  useQuery({
    queryKey: [...queryKeys.submissions.form(formId), 'stats', period],
    queryFn: ({ signal }) => fetchSubmissionStats(formId, period, signal),
  });
