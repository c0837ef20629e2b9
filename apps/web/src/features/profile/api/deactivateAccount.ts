import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** PUT /api/profile/deactivate: hides the member and ends all their sessions; reversible by logging in. */
export const deactivateAccount = () => api.put<{ message?: string }>('/profile/deactivate');

export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
