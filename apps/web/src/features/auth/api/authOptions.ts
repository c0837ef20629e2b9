import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/**
 * GET /api/auth/options: whether registration needs a code from the phone (PHONE_VERIFICATION) and whether codes
 * go to the test provider's log. Anything but a clear "required" reads as off: the register screen is then as it
 * always was, and a server that does want a code says so (OTP_REQUIRED), which brings the code step.
 */
export async function fetchAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  const reply = await api.get<Partial<AuthOptions> | null>('/auth/options', { auth: false, signal });
  return {
    phoneVerification: reply?.phoneVerification === 'required' ? 'required' : 'off',
    testMode: !!reply?.testMode,
  };
}

export const authOptionsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'options'] as const,
    queryFn: ({ signal }) => fetchAuthOptions(signal),
    // A server setting: it changes with a restart, not while a form is being filled.
    staleTime: 60 * 60_000,
  });

export const useAuthOptions = () => useQuery(authOptionsQuery());
