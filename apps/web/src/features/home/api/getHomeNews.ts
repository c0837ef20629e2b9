import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { PAGE_SIZES } from '@sangam/shared/limits';
import type { NewsItem, NewsLatestReply, NewsListReply } from '@sangam/shared/news';
import { api } from '../../../api/client.ts';
import { SAMPLE_NEWS } from '../data/sampleNews.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface HomeNewsItem {
  id: string;
  title: string;
  /** The built-in items' title, a catalogue id (shown in the language shown instead of `title`). */
  titleId?: MessageId;
  href: string;
  category?: string;
}

const toItems = (news: readonly NewsItem[]): HomeNewsItem[] =>
  news.map(({ _id, slug, title, category }) => ({
    id: _id,
    title,
    category,
    href: `/news/${encodeURIComponent(slug)}`,
  }));

/**
 * The home marquee's 10 items: GET /api/news/latest, else the newest of GET /api/news, else the
 * three built-in items. Never fails.
 */
export async function fetchHomeNews(signal?: AbortSignal): Promise<HomeNewsItem[]> {
  const limit = PAGE_SIZES.homeNews;
  const sources = [
    () => api.get<NewsLatestReply>('/news/latest', { query: { limit }, retries: 1, signal }),
    () => api.get<NewsListReply>('/news', { query: { limit, page: 1, sort: '-createdAt' }, retries: 1, signal }),
  ];
  for (const source of sources) {
    try {
      const items = toItems((await source()).news);
      if (items.length > 0) return items.slice(0, limit);
    } catch {
      // Try the next source.
    }
  }
  return SAMPLE_NEWS;
}

export const homeNewsQuery = () =>
  queryOptions({
    queryKey: queryKeys.news.home,
    queryFn: ({ signal }) => fetchHomeNews(signal),
    staleTime: 5 * 60_000,
  });

export const useHomeNews = () => useQuery(homeNewsQuery());
