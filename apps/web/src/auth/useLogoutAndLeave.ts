import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './sessionContext.ts';

/**
 * Leaves for `to` first, then ends the session. The other order would let the protected page
 * still on screen see "anonymous" and redirect to /login before the navigation lands.
 */
export function useLogoutAndLeave() {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/', options?: { serverEnded?: boolean }) => {
      await navigate(to, { replace: true, flushSync: true });
      await logout(options);
    },
    [logout, navigate],
  );
}
