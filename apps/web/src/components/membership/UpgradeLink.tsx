import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pathOf } from '../../auth/redirect.ts';

/** The upgrade page, remembering this page: after paying, the member comes back to the contacts they wanted. */
export const upgradePath = (from: string) => `/upgrade-membership?from=${encodeURIComponent(from)}`;

export function UpgradeLink({ className, children }: { className: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={upgradePath(pathOf(location))} className={className}>
      {children}
    </Link>
  );
}
