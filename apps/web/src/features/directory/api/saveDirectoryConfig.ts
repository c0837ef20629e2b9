import type { DirectoryConfig, DirectoryConfigReply } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { directoryConfigKey } from './getDirectoryConfig.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

/** PUT /api/directory/config: the three filters and the limit; the reply carries the new counts. */
export const saveDirectoryConfig = (config: DirectoryConfig) =>
  api.put<DirectoryConfigReply>('/directory/config', config);

export const useSaveDirectoryConfig = () =>
  useSaveMutation(saveDirectoryConfig, {
    onSaved: (queryClient, { config, counts }) =>
      queryClient.setQueryData<DirectoryConfigReply>(directoryConfigKey, { config, counts }),
    // Members' directory pages follow the new rules when next opened.
    invalidates: [queryKeys.directory.all],
  });
