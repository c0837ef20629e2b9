import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import type { SuccessStoriesReply } from '@sangam/shared/matrimonial-success-stories';
import { api } from '../../../api/client.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';

export const successStoryKeys = {
  all: ['matrimonial', 'success-stories'] as const,
  page: (page: number, limit?: number) => ['matrimonial', 'success-stories', page, limit ?? 'default'] as const,
};

/** GET /api/matrimonial/success-stories?page: the published stories, newest first (public). */
export const successStoriesQuery = (page: number, limit?: number) => ({
  queryKey: successStoryKeys.page(page, limit),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SuccessStoriesReply>('/matrimonial/success-stories', {
      query: limit === undefined ? { page } : { page, limit },
      signal,
    }),
});

export const useSuccessStories = (page: number, limit?: number) =>
  useQuery({ ...successStoriesQuery(page, limit), placeholderData: keepPreviousData });

/** The page's stories, asked for with the page's code. */
export const prefetchSuccessStories: PrefetchData = (client, { searchParams }) =>
  client.prefetchQuery(successStoriesQuery(pageFrom(searchParams)));

/** ?page=n, 1 when absent or not a page number. */
export function pageFrom(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** DELETE /api/admin/matrimonial/success-stories/:id; the list and the public page refresh. */
export function useDeleteSuccessStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageReply>(`/admin/matrimonial/success-stories/${encodeURIComponent(id)}`, { retries: 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: successStoryKeys.all }),
  });
}
