import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '@sangam/shared/plans';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';
import { useSession } from './sessionContext.ts';

interface AdminRouteProps {
  /** Some admin pages (listings, users, dashboard, settings) send non-admins home instead of Access Denied. */
  redirectNonAdmins?: boolean;
}

function AdminOnly({ redirectNonAdmins }: AdminRouteProps) {
  const { user } = useSession();
  if (isAdmin(user)) return <Outlet />;
  return redirectNonAdmins ? <Navigate to="/" replace /> : <AccessDenied />;
}

/** Every /admin/* screen: login required, then planType admin. */
export function AdminRoute({ redirectNonAdmins = false }: AdminRouteProps) {
  return (
    <ProtectedRoute>
      <AdminOnly redirectNonAdmins={redirectNonAdmins} />
    </ProtectedRoute>
  );
}
