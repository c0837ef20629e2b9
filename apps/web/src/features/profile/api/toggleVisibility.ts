import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sangam/shared/user';
import type { VisibilityReply } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { myProfileKey } from './getMyProfile.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/directory/toggle-visibility: flips whether the member shows in the directory. */
export const toggleVisibility = () => api.post<VisibilityReply>('/directory/toggle-visibility');

export function useToggleVisibility() {
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: toggleVisibility,
    onSuccess: async ({ isPublic }) => {
      queryClient.setQueryData<User>(myProfileKey, (old) => (old ? { ...old, isPublic } : old));
      if (user) setUser({ ...user, isPublic });
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
