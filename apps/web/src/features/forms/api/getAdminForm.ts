import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { FormRecord } from '../lib/types.ts';

/** GET /api/forms/admin/{id}: the spec's shape, { data: { form } }. */
export async function fetchAdminForm(id: string, signal?: AbortSignal): Promise<FormRecord> {
  const reply = await api.get<{ data?: { form?: FormRecord } }>(`/forms/admin/${encodeURIComponent(id)}`, { signal });
  const form = reply?.data?.form;
  if (!form || !Array.isArray(form.fields)) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return form;
}

export const adminFormQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.forms.one(id),
    queryFn: ({ signal }) => fetchAdminForm(id, signal),
    // The builder copies it once into its own state; a refetch must not overwrite edits.
    staleTime: Infinity,
  });

export const useAdminForm = (id: string | undefined, enabled = true) =>
  useQuery({ ...adminFormQuery(id ?? ''), enabled: Boolean(id) && enabled });
