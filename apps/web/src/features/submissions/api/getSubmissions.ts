import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FORM_LIMITS } from '@sangam/shared/form-messages';
import { api } from '../../../api/client.ts';
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
export const fetchSubmissions = (formId: string, params: SubmissionsParams, signal?: AbortSignal) =>
  api.get<SubmissionsPage>(`/submissions/form/${encodeURIComponent(formId)}`, {
    query: { ...params, limit: FORM_LIMITS.submissionsPageSize },
    signal,
  });

export const useSubmissions = (formId: string, params: SubmissionsParams) =>
  useQuery({
    queryKey: [...queryKeys.submissions.form(formId), 'list', params],
    queryFn: ({ signal }) => fetchSubmissions(formId, params, signal),
    placeholderData: keepPreviousData,
  });
