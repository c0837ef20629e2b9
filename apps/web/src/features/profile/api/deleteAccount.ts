import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import type { DeleteAccountInput } from '@sangam/shared/profile';
import { api } from '../../../api/client.ts';

/**
 * DELETE /api/profile/me with the member's password: permanent; the member's personal data is erased everywhere.
 * Their questions, answers and comments stay under "Former member" unless `deletePosts`.
 */
export const deleteAccount = ({ password, deletePosts }: DeleteAccountInput) =>
  api.delete<MessageReply>('/profile/me', { body: { password, deletePosts: deletePosts === true } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
