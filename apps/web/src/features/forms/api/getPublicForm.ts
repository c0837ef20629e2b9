import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { PublicForm } from '../lib/types.ts';

/** GET /api/forms/public/{slug}: an active form inside its dates, with its spam-defence token (else 404). */
export async function fetchPublicForm(slug: string, signal?: AbortSignal): Promise<PublicForm> {
  const reply = await api.get<{ form?: PublicForm } & Partial<PublicForm>>(
    `/forms/public/${encodeURIComponent(slug)}`,
    { signal, retries: 1 },
  );
  // The spec says the reply is "the form itself"; a { form } wrapper is read too.
  const form = (reply?.form ?? reply) as PublicForm | undefined;
  if (!form || !Array.isArray(form.fields)) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return form;
}

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
