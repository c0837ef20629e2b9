import { useMutation } from '@tanstack/react-query';
import type { MessageUserReply } from '@sangam/shared/profile';
import type { User } from '@sangam/shared/user';
import { api } from '../../../api/client.ts';

/** PUT /api/profile/reactivate: the member is active again. */
export async function reactivateAccount(): Promise<User> {
  const reply = await api.put<MessageUserReply>('/profile/reactivate');
  return reply.user;
}

export const useReactivateAccount = () => useMutation({ mutationFn: reactivateAccount });
