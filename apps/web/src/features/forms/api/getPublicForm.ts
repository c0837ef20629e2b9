import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { PublicForm } from '../lib/types.ts';

/** GET /api/forms/public/{slug}: an active form inside its dates, with its spam-defence token (else 404). */
export const fetchPublicForm = (slug: string, signal?: AbortSignal) =>
  // The spec's reply: the form itself.
  api.get<PublicForm>(`/forms/public/${encodeURIComponent(slug)}`, { signal, retries: 1 });

export const publicFormQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.forms.public(slug),
    queryFn: ({ signal }) => fetchPublicForm(slug, signal),
    // The fill-time token is issued with the form: a refetch would restart the clock.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const usePublicForm = (slug: string) => useQuery(publicFormQuery(slug));
