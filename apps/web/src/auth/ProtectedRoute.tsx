import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageStatus } from '../components/ui/PageStatus.tsx';
import { loginRedirect, pathOf } from './redirect.ts';
import { useSession } from './sessionContext.ts';
import { useT } from '../i18n/useT.ts';

/** Login required: waits for the session check, otherwise sends the visitor to /login and back here after. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const t = useT();
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PageStatus text={t('common.session.checking')} />;
  if (status === 'anonymous') {
    const { to, state } = loginRedirect(pathOf(location));
    return <Navigate to={to} state={state} replace />;
  }
  return children ?? <Outlet />;
}
