import type { ChangePasswordInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** PUT /api/profile/password: the member's other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordInput) =>
  api.put<{ message: string }>('/profile/password', body, { retries: 0 });
