import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryConfig, DirectoryCounts } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface DirectoryConfigReply {
  config: DirectoryConfig;
  counts: DirectoryCounts;
}

export const directoryConfigKey = queryKeys.admin.directoryConfig;

/** GET /api/directory/config: the directory rules and how many members they let through. */
export async function fetchDirectoryConfig(signal?: AbortSignal): Promise<DirectoryConfigReply> {
  const reply = await api.get<DirectoryConfigReply>('/directory/config', { signal });
  if (!reply?.config || !reply.counts)
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  return reply;
}

export const directoryConfigQuery = () =>
  queryOptions({ queryKey: directoryConfigKey, queryFn: ({ signal }) => fetchDirectoryConfig(signal), staleTime: 0 });

export const useDirectoryConfig = () => useQuery(directoryConfigQuery());
