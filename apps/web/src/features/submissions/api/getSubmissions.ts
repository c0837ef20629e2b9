import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FORM_LIMITS } from '@sangam/shared/form-messages';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { SubmissionsPage } from './types.ts';

export interface SubmissionsParams {
  page: number;
  status: string;
  search: string;
  sort: string;
  dateFrom: string;
}

/** GET /api/submissions/form/{formId}: 20 a page, filtered and sorted by the server. */
export async function fetchSubmissions(formId: string, params: SubmissionsParams, signal?: AbortSignal) {
  const reply = await api.get<SubmissionsPage>(`/submissions/form/${encodeURIComponent(formId)}`, {
    query: { ...params, limit: FORM_LIMITS.submissionsPageSize },
    signal,
  });
  if (!reply || !Array.isArray(reply.submissions) || !reply.pagination) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply;
}

export const useSubmissions = (formId: string, params: SubmissionsParams) =>
  useQuery({
    queryKey: [...queryKeys.submissions.form(formId), 'list', params],
    queryFn: ({ signal }) => fetchSubmissions(formId, params, signal),
    placeholderData: keepPreviousData,
  });
