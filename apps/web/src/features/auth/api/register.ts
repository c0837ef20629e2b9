import { useMutation } from '@tanstack/react-query';
import type { AuthReply, RegisterInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** POST /api/auth/register; referralCode is only sent when given. */
export function registerRequest(body: RegisterInput): Promise<Partial<AuthReply> | null> {
  return api.post('/auth/register', body, { auth: false });
}

export const useRegister = () => useMutation({ mutationFn: registerRequest });
