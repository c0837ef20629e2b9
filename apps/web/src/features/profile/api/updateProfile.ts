import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { ProfileUpdateInput, ProfileUpdateReply } from '@sangam/shared/profile';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { myProfileKey } from './getMyProfile.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** PUT /api/profile/me, retried like the spec's profile calls; a photo gets the upload timeout. */
export const updateProfile = (body: ProfileUpdateInput) =>
  api.put<ProfileUpdateReply>('/profile/me', body, {
    retries: TIMING.maxRetriesProfile,
    timeoutMs: typeof body.profileImage === 'string' ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setUser, refreshUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (reply) => {
      if (reply?.user) {
        setUser(reply.user);
        queryClient.setQueryData(myProfileKey, reply.user);
      } else {
        await refreshUser();
        await queryClient.invalidateQueries({ queryKey: myProfileKey });
      }
      // Other screens showing this member (user profile, directory) refetch when next opened.
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
