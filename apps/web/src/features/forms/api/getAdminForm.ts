import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { AdminFormReply } from '@sangam/shared/forms';
import type { FormRecord } from '../lib/types.ts';

/** GET /api/forms/admin/{id}: the spec's shape, { data: { form } }. */
export async function fetchAdminForm(id: string, signal?: AbortSignal): Promise<FormRecord> {
  return (await api.get<AdminFormReply>(`/forms/admin/${encodeURIComponent(id)}`, { signal })).data.form;
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
