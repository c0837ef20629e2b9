import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { SubmissionStats } from './types.ts';

/** GET /api/submissions/form/{formId}/stats?period=7d|30d|90d|all (the reply may wrap them in stats or data). */
export async function fetchSubmissionStats(formId: string, period: string, signal?: AbortSignal) {
  const reply = await api.get<SubmissionStats & { stats?: SubmissionStats; data?: SubmissionStats }>(
    `/submissions/form/${encodeURIComponent(formId)}/stats`,
    { query: { period }, signal },
  );
  return reply?.stats ?? reply?.data ?? reply;
}

export const useSubmissionStats = (formId: string, period: string) =>
  useQuery({
    queryKey: [...queryKeys.submissions.form(formId), 'stats', period],
    queryFn: ({ signal }) => fetchSubmissionStats(formId, period, signal),
  });
