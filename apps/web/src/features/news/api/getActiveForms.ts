import { useQuery } from '@tanstack/react-query';
import type { FormView, FormsListReply } from '@sangam/shared/forms';
import { api } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type AttachableForm = Pick<FormView, '_id' | 'title' | 'category' | 'status'>;

/**
 * Active forms for the news modal's picker (GET /api/forms/admin/all?status=active). null when the forms
 * feature is not there (404): the modal then takes a form id typed in.
 */
export async function fetchActiveForms(signal?: AbortSignal): Promise<AttachableForm[] | null> {
  try {
    const reply = await api.get<FormsListReply>('/forms/admin/all', {
      query: { status: 'active', limit: 100 },
      retries: 0,
      signal,
    });
    return reply.forms.filter((form) => form.status === 'active');
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const useActiveForms = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.news.activeForms,
    queryFn: ({ signal }) => fetchActiveForms(signal),
    enabled,
    staleTime: 60_000,
  });
