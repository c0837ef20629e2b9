import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserReply, AdminUserUpdateInput } from '@sangam/shared/admin';
import { TIMING } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { ADMIN_USERS_RETRIES, adminUsersKey, type AdminUsersReply } from './getAdminUsers.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface AdminUserUpdate {
  id: string;
  /** Changed fields only (spec section 7). */
  changes: AdminUserUpdateInput;
}

/** PUT /api/admin/users/:id: changed fields only; a blank password keeps the current one. */
export const updateAdminUser = ({ id, changes }: AdminUserUpdate) =>
  api.put<AdminUserReply>(`/admin/users/${encodeURIComponent(id)}`, changes, {
    retries: ADMIN_USERS_RETRIES,
    timeoutMs: typeof changes.profileImage === 'string' ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

/** The row changes only once the server agreed (a failed plan change leaves the table as it was). */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: async ({ user }) => {
      queryClient.setQueriesData<AdminUsersReply>({ queryKey: adminUsersKey }, (reply) =>
        reply ? { ...reply, users: reply.users.map((row) => (row._id === user._id ? user : row)) } : reply,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      // Member-facing caches of this person (profile page, directory) are out of date too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
