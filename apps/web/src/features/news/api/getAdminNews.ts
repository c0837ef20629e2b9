import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NEWS_LIMITS } from '@sangam/shared/news-messages';
import type { NewsListReply } from '@sangam/shared/news';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface AdminNewsParams {
  status: string;
  category: string;
  search: string;
  page: number;
}

/** GET /api/news/admin/all: every status, 10 a page. */
export const fetchAdminNews = ({ status, category, search, page }: AdminNewsParams, signal?: AbortSignal) =>
  api.get<NewsListReply>('/news/admin/all', {
    query: {
      page,
      limit: NEWS_LIMITS.adminPageSize,
      status: status || undefined,
      category: category || undefined,
      search: search || undefined,
    },
    signal,
  });

export const useAdminNews = (params: AdminNewsParams) =>
  useQuery({
    queryKey: queryKeys.news.admin(params.status, params.category, params.search, params.page),
    queryFn: ({ signal }) => fetchAdminNews(params, signal),
    placeholderData: keepPreviousData,
  });
