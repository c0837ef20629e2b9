import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryConfigReply } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { DirectoryConfigReply };

export const directoryConfigKey = queryKeys.admin.directoryConfig;

/** GET /api/directory/config: the directory rules and how many members they let through. */
export const fetchDirectoryConfig = (signal?: AbortSignal) =>
  api.get<DirectoryConfigReply>('/directory/config', { signal });

export const directoryConfigQuery = () =>
  queryOptions({ queryKey: directoryConfigKey, queryFn: ({ signal }) => fetchDirectoryConfig(signal), staleTime: 0 });

export const useDirectoryConfig = () => useQuery(directoryConfigQuery());
