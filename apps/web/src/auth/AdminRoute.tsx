import { Outlet } from 'react-router';
import { isAdmin } from '@sangam/shared/plans';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';
import { useSession } from './sessionContext.ts';

function AdminOnly() {
  const { user } = useSession();
  return isAdmin(user) ? <Outlet /> : <AccessDenied />;
}

/** Every /admin/* screen: login required, then planType admin. */
export function AdminRoute() {
  return (
    <ProtectedRoute>
      <AdminOnly />
    </ProtectedRoute>
  );
}
