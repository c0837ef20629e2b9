/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import type { AdminUser } from '@sangam/shared/admin';
import { effectivePlan } from '@sangam/shared/plans';
import type { Column } from '../../../components/admin/AdminList.tsx';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { accountStatusTone, Badge, planTone } from '../../../components/ui/Badge.tsx';
import { capitalise, planLabel } from '../../../lib/format.ts';
import { canMakeAdmin } from '../lib/planToggle.ts';

/** The columns of User management (the Actions column is the page's). */
export function userColumns({
  currentUserId,
  busyIds,
  onMakeAdmin,
}: {
  currentUserId: string | undefined;
  /** Rows whose plan change is on its way to the server. */
  busyIds: ReadonlySet<string>;
  /** Asks for confirmation before granting admin (AdminUsersPage). */
  onMakeAdmin: (user: AdminUser) => void;
}): Column<AdminUser>[] {
  return [
    {
      header: 'Name',
      rowHeader: true,
      className: 'font-medium text-slate-900',
      cell: (user) => (
        <span className="flex items-center gap-2">
          <Avatar src={user.profileImage} name={user.name} alt="" className="size-8 text-xs" />
          <span className="whitespace-nowrap">
            {user.name}
            {user._id === currentUserId && <span className="ml-1 text-xs font-normal text-slate-600">(you)</span>}
          </span>
        </span>
      ),
    },
    { header: 'Phone', className: 'whitespace-nowrap text-slate-700', cell: (user) => user.phoneNumber },
    { header: 'Occupation', cell: (user) => user.occupation || '—' },
    {
      header: 'Plan',
      className: '',
      cell: (user) => {
        const plan = effectivePlan(user);
        return (
          <>
            <Badge tone={planTone(plan)}>{planLabel(plan)}</Badge>
            {user.planType === 'premium' && plan === 'free' && (
              <span className="block text-xs whitespace-nowrap text-slate-600">premium expired</span>
            )}
            {canMakeAdmin(user) && (
              <button
                type="button"
                aria-label={`Make ${user.name} an admin`}
                disabled={busyIds.has(user._id)}
                onClick={() => onMakeAdmin(user)}
                className="block min-h-11 text-sm font-medium whitespace-nowrap text-amber-900 underline underline-offset-4 hover:text-amber-950 disabled:cursor-wait"
              >
                Make Admin…
              </button>
            )}
          </>
        );
      },
    },
    {
      header: 'Status',
      className: '',
      cell: (user) => <Badge tone={accountStatusTone(user.accountStatus)}>{capitalise(user.accountStatus)}</Badge>,
    },
    { header: 'Visibility', cell: (user) => (user.isPublic ? 'Public' : 'Hidden') },
  ];
}
