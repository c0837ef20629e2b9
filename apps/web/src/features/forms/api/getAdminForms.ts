import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FORM_LIMITS } from '@sangam/shared/form-messages';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { FormsPage } from '../lib/types.ts';

export interface AdminFormsParams {
  status: string;
  category: string;
  search: string;
  page: number;
}

/** GET /api/forms/admin/all: ten forms a page, newest first, with their submission counts. */
export async function fetchAdminForms(params: AdminFormsParams, signal?: AbortSignal): Promise<FormsPage> {
  const reply = await api.get<FormsPage>('/forms/admin/all', {
    query: { ...params, limit: FORM_LIMITS.pageSize },
    signal,
  });
  if (!reply || !Array.isArray(reply.forms) || !reply.pagination) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply;
}

export const adminFormsQuery = (params: AdminFormsParams) =>
  queryOptions({
    queryKey: [...queryKeys.forms.admin, params.status, params.category, params.search, params.page],
    queryFn: ({ signal }) => fetchAdminForms(params, signal),
  });

export const useAdminForms = (params: AdminFormsParams) =>
  useQuery({ ...adminFormsQuery(params), placeholderData: keepPreviousData });
