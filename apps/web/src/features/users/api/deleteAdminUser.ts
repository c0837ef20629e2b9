import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { ADMIN_USERS_RETRIES, adminUsersKey, type AdminUsersReply } from './getAdminUsers.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** DELETE /api/admin/users/:id: permanent; 403 for the admin's own account. */
export const deleteAdminUser = (id: string) =>
  api.delete<MessageReply>(`/admin/users/${encodeURIComponent(id)}`, { retries: ADMIN_USERS_RETRIES });

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: async (_reply, id) => {
      queryClient.setQueriesData<AdminUsersReply>({ queryKey: adminUsersKey }, (reply) =>
        reply
          ? {
              users: reply.users.filter((row) => row._id !== id),
              pagination: { ...reply.pagination, total: Math.max(0, reply.pagination.total - 1) },
            }
          : reply,
      );
      // Later pages shift up by one; they refetch when shown.
      await queryClient.invalidateQueries({ queryKey: adminUsersKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      await queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
}
