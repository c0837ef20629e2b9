import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pathOf } from '../../auth/redirect.ts';

/** What an upgrade link carries: the page it was on, so that after paying the member comes back to it. */
export interface UpgradeFrom {
  from: string;
}

/** The upgrade page (the spec's plain /upgrade-membership link), remembering this page in the history entry. */
export function UpgradeLink({ className, children }: { className: string; children: ReactNode }) {
  const location = useLocation();
  const state: UpgradeFrom = { from: pathOf(location) };
  return (
    <Link to="/upgrade-membership" state={state} className={className}>
      {children}
    </Link>
  );
}
