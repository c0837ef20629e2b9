import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './sessionContext.ts';

const ALLOWED_WHILE_DEACTIVATED = new Set(['/reactivate-account', '/logout']);

/** A deactivated member sees the reactivation prompt instead of the site (spec section 4). */
export function AccountStatusGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user?.accountStatus === 'deactivated' && !ALLOWED_WHILE_DEACTIVATED.has(pathname)) {
    return <Navigate to="/reactivate-account" replace />;
  }
  return children;
}
