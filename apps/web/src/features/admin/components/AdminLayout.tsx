import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { isAdmin } from '@sangam/shared/plans';
import { useSession } from '../../../auth/sessionContext.ts';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { AdminSidebar, type AdminBadges } from './AdminSidebar.tsx';

/**
 * The frame of every /admin/* screen. It sits above the AdminRoute guards (one frame for both the
 * redirecting and the Access Denied routes, so it does not remount between them) and therefore
 * shows the sidebar only to admins; everyone else sees just what the guard decides. `badges`: counts beside
 * sidebar links (the moderation queue's), which app/ hands in (a feature does not import another).
 */
export function AdminLayout({ badges }: { badges?: AdminBadges }) {
  const { user } = useSession();
  if (!isAdmin(user)) return <Outlet />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:gap-6 lg:py-6">
      <AdminSidebar badges={badges} />
      <div className="min-w-0 flex-1">
        {/* The page chunk loads inside the frame; the sidebar stays put. */}
        <Suspense fallback={<PageStatus text="Loading..." />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
