import { useMutation } from '@tanstack/react-query';
import type { AuthReply, LoginInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** POST /api/auth/admin-login: like login, but refused (403 ADMIN_ONLY) for non-admins. */
export function adminLoginRequest(body: LoginInput): Promise<Partial<AuthReply> | null> {
  return api.post('/auth/admin-login', body, { auth: false });
}

export const useAdminLogin = () => useMutation({ mutationFn: adminLoginRequest });
