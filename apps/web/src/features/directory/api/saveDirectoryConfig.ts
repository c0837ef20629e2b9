import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryConfig } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { directoryConfigKey, type DirectoryConfigReply } from './getDirectoryConfig.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

type SaveReply = DirectoryConfigReply & { message?: string };

/** PUT /api/directory/config: the three filters and the limit; the reply carries the new counts. */
export const saveDirectoryConfig = (config: DirectoryConfig) => api.put<SaveReply>('/directory/config', config);

export function useSaveDirectoryConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDirectoryConfig,
    onSuccess: async (reply) => {
      if (reply?.config && reply.counts) {
        queryClient.setQueryData<DirectoryConfigReply>(directoryConfigKey, {
          config: reply.config,
          counts: reply.counts,
        });
      } else {
        await queryClient.invalidateQueries({ queryKey: directoryConfigKey });
      }
      // Members' directory pages follow the new rules when next opened.
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
