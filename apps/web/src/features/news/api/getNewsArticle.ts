import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle, NewsArticleReply } from '@sangam/shared/news';
import { api } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/news/:slug: the article with its newest comments. */
export const fetchNewsArticle = async (slug: string, signal?: AbortSignal): Promise<NewsArticle> =>
  (await api.get<NewsArticleReply>(`/news/${encodeURIComponent(slug)}`, { signal })).news;

export const newsArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.news.one(slug),
    queryFn: ({ signal }) => fetchNewsArticle(slug, signal),
    // A missing article stays missing: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const useNewsArticle = (slug: string) => useQuery(newsArticleQuery(slug));
