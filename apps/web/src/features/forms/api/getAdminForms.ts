import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FORM_LIMITS } from '@sangam/shared/form-messages';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { FormsPage } from '../lib/types.ts';

export interface AdminFormsParams {
  status: string;
  category: string;
  search: string;
  page: number;
}

/** GET /api/forms/admin/all: ten forms a page, newest first, with their submission counts. */
export const fetchAdminForms = (params: AdminFormsParams, signal?: AbortSignal) =>
  api.get<FormsPage>('/forms/admin/all', { query: { ...params, limit: FORM_LIMITS.pageSize }, signal });

export const adminFormsQuery = (params: AdminFormsParams) =>
  queryOptions({
    queryKey: [...queryKeys.forms.admin, params.status, params.category, params.search, params.page],
    queryFn: ({ signal }) => fetchAdminForms(params, signal),
  });

export const useAdminForms = (params: AdminFormsParams) =>
  useQuery({ ...adminFormsQuery(params), placeholderData: keepPreviousData });
