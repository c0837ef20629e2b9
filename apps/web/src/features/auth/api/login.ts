import { useMutation } from '@tanstack/react-query';
import type { AuthReply, LoginInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** POST /api/auth/login. The reply is checked by the page (a reply without token is an error). */
export function loginRequest(body: LoginInput): Promise<Partial<AuthReply> | null> {
  return api.post('/auth/login', body, { auth: false });
}

export const useLogin = () => useMutation({ mutationFn: loginRequest });
