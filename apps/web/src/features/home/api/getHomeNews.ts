import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { SAMPLE_NEWS } from '../data/sampleNews.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface HomeNewsItem {
  id: string;
  title: string;
  href: string;
  category?: string;
}

interface NewsSummary {
  _id?: string;
  slug?: string;
  title: string;
  category?: string;
}

// A hand-written check: the home chunk stays free of the schema library.
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
function isNewsSummary(entry: unknown): entry is NewsSummary {
  if (!entry || typeof entry !== 'object') return false;
  const { _id, slug, title, category } = entry as Record<string, unknown>;
  return (
    typeof title === 'string' && title !== '' && optionalString(_id) && optionalString(slug) && optionalString(category)
  );
}

function toItems(reply: unknown): HomeNewsItem[] {
  const list = Array.isArray(reply)
    ? reply
    : reply && typeof reply === 'object' && Array.isArray((reply as { news?: unknown }).news)
      ? (reply as { news: unknown[] }).news
      : [];
  return list.flatMap((entry, index) => {
    if (!isNewsSummary(entry)) return [];
    const { _id, slug, title, category } = entry;
    const key = slug ?? _id;
    return [
      {
        id: _id ?? `news-${index}`,
        title,
        category,
        href: key ? `/news/${encodeURIComponent(key)}` : '/latest-events',
      },
    ];
  });
}

/**
 * The home marquee's 10 items: GET /api/news/latest, else the newest of GET /api/news, else the
 * three built-in items. Never fails.
 */
export async function fetchHomeNews(signal?: AbortSignal): Promise<HomeNewsItem[]> {
  const limit = PAGE_SIZES.homeNews;
  const sources = [
    () => api.get('/news/latest', { query: { limit }, retries: 1, signal }),
    () => api.get('/news', { query: { limit, page: 1, sort: '-createdAt' }, retries: 1, signal }),
  ];
  for (const source of sources) {
    try {
      const items = toItems(await source());
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
