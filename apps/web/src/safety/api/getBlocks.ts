import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlocksReply } from '@sangam/shared/moderation';
import { api } from '../../api/client.ts';
import { safetyKeys } from './keys.ts';

/** GET /api/blocks?page: the members the viewer blocked, newest first. */
export const fetchBlocks = (page: number, signal?: AbortSignal) =>
  api.get<BlocksReply>('/blocks', { query: { page }, signal });

export const blocksQuery = (page: number) =>
  queryOptions({
    queryKey: safetyKeys.blocksPage(page),
    queryFn: ({ signal }) => fetchBlocks(page, signal),
    placeholderData: keepPreviousData,
  });

export const useBlocks = (page: number) => useQuery(blocksQuery(page));
