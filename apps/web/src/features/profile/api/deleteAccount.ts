import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';

/** DELETE /api/profile/me with the member's password: permanent; the member and everything they own are removed. */
export const deleteAccount = (password: string) => api.delete<MessageReply>('/profile/me', { body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
