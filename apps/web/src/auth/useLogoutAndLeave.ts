import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './sessionContext.ts';

/**
 * Leaves for `to` and ends the session in one batch of updates (logout sets its state before any await), so
 * both land in the same render. Ending the session on its own first would let the protected page still on
 * screen see "anonymous" and redirect to /login before the navigation lands.
 */
export function useLogoutAndLeave() {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (to = '/', options?: { serverEnded?: boolean; state?: unknown }) =>
      startTransition(() => {
        void navigate(to, { replace: true, state: options?.state });
        void logout(options);
      }),
    [logout, navigate],
  );
}
