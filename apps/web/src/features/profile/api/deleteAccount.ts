import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** DELETE /api/profile/me: permanent; the member and everything they own are removed. */
export const deleteAccount = () => api.delete<{ message?: string }>('/profile/me');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
