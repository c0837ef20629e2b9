import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_LIMITS } from '@sangam/shared/news-messages';
import type { NewsListReply } from '@sangam/shared/news';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface NewsParams {
  category: string;
  search: string;
  featured: boolean;
  page: number;
}

/** GET /api/news: one page of published news, newest first (events: upcoming first). */
export async function fetchNews({ category, search, featured, page }: NewsParams, signal?: AbortSignal) {
  const reply = await api.get<NewsListReply>('/news', {
    query: {
      page,
      limit: NEWS_LIMITS.pageSize,
      sort: '-createdAt',
      category: category || undefined,
      search: search || undefined,
      featured: featured ? 'true' : undefined,
    },
    signal,
  });
  return reply;
}

export const newsQuery = (params: NewsParams) =>
  queryOptions({
    queryKey: queryKeys.news.list(params.category, params.search, String(params.featured), params.page),
    queryFn: ({ signal }) => fetchNews(params, signal),
  });

export const useNews = (params: NewsParams) => useQuery({ ...newsQuery(params), placeholderData: keepPreviousData });
