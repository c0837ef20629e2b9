import type { AuthReply, ResetPasswordInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** POST /api/auth/reset-password: a new password with the code sent for "reset"; the reply signs the member in. */
export function resetPasswordRequest(body: ResetPasswordInput): Promise<Partial<AuthReply> | null> {
  return api.post('/auth/reset-password', body, { auth: false });
}
