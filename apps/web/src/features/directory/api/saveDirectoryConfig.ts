import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryConfig, DirectoryConfigReply } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { directoryConfigKey } from './getDirectoryConfig.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** PUT /api/directory/config: the three filters and the limit; the reply carries the new counts. */
export const saveDirectoryConfig = (config: DirectoryConfig) =>
  api.put<DirectoryConfigReply>('/directory/config', config);

export function useSaveDirectoryConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDirectoryConfig,
    onSuccess: async (reply) => {
      queryClient.setQueryData<DirectoryConfigReply>(directoryConfigKey, {
        config: reply.config,
        counts: reply.counts,
      });
      // Members' directory pages follow the new rules when next opened.
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
