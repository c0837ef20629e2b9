import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreateInput, AdminUserReply } from '@sangam/shared/admin';
import { TIMING } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { adminUsersKey, adminUsersQueryKey, type AdminUsersParams, type AdminUsersReply } from './getAdminUsers.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/admin/users: a new member; 409 when the phone number is taken. Never retried (not idempotent). */
export const createAdminUser = (body: AdminUserCreateInput) =>
  api.post<AdminUserReply>('/admin/users', body, {
    timeoutMs: body.profileImage ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

/** The spec puts the created member at the top of the table being looked at. */
export function useCreateAdminUser(shown: AdminUsersParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<AdminUsersReply>(adminUsersQueryKey(shown), (reply) =>
        reply
          ? {
              users: [user, ...reply.users.filter((row) => row._id !== user._id)],
              pagination: { ...reply.pagination, total: reply.pagination.total + 1 },
            }
          : reply,
      );
      // Other pages and the dashboard catch up when next shown; the table in view is not reshuffled.
      await queryClient.invalidateQueries({ queryKey: adminUsersKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
