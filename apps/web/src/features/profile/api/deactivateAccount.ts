import { useMutation } from '@tanstack/react-query';
import type { MessageUserReply } from '@sangam/shared/profile';
import { api } from '../../../api/client.ts';

/** PUT /api/profile/deactivate: hides the member and ends all their sessions; reversible by logging in. */
export const deactivateAccount = () => api.put<MessageUserReply>('/profile/deactivate');

export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
