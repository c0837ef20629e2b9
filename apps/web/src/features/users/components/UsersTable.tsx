import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import type { AdminUser } from '@sangam/shared/admin';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { EditIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { accountStatusTone, Badge, planTone } from '../../../components/ui/Badge.tsx';
import { capitalise, planLabel } from '../../../lib/format.ts';
import { effectivePlan } from '@sangam/shared/plans';
import { canMakeAdmin } from '../lib/planToggle.ts';
import { PlanToggleButton } from './PlanToggleButton.tsx';

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: string | undefined;
  /** Rows whose plan change is on its way to the server. */
  busyIds: ReadonlySet<string>;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onTogglePlan: (user: AdminUser, planType: 'premium') => void;
  /** Asks for confirmation before granting admin (AdminUsersPage). */
  onMakeAdmin: (user: AdminUser) => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function UsersTable({
  users,
  currentUserId,
  busyIds,
  onEdit,
  onDelete,
  onTogglePlan,
  onMakeAdmin,
}: UsersTableProps) {
  return (
    <AdminTable
      columns={['Name', 'Phone', 'Occupation', 'Plan', 'Status', 'Visibility', 'Actions']}
      minWidth="min-w-[56rem]"
    >
      {users.map((user) => {
        const isSelf = user._id === currentUserId;
        const plan = effectivePlan(user);
        const expired = user.planType === 'premium' && plan === 'free';
        return (
          <tr key={user._id}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              <span className="flex items-center gap-2">
                <Avatar src={user.profileImage} name={user.name} alt="" className="size-8 text-xs" />
                <span className="whitespace-nowrap">
                  {user.name}
                  {isSelf && <span className="ml-1 text-xs font-normal text-slate-600">(you)</span>}
                </span>
              </span>
            </th>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">{user.phoneNumber}</td>
            <td className="px-3 py-2 text-slate-700">{user.occupation || '—'}</td>
            <td className="px-3 py-2">
              <Badge tone={planTone(plan)}>{planLabel(plan)}</Badge>
              {expired && <span className="block text-xs whitespace-nowrap text-slate-600">premium expired</span>}
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
            </td>
            <td className="px-3 py-2">
              <Badge tone={accountStatusTone(user.accountStatus)}>{capitalise(user.accountStatus)}</Badge>
            </td>
            <td className="px-3 py-2 text-slate-700">{user.isPublic ? 'Public' : 'Hidden'}</td>
            <td className="px-3 py-1">
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  title="Edit"
                  aria-label={`Edit ${user.name}`}
                  className={iconButton}
                  onClick={() => onEdit(user)}
                >
                  <EditIcon />
                </button>
                <button
                  type="button"
                  title={isSelf ? 'You cannot delete your own account' : 'Delete'}
                  aria-label={`Delete ${user.name}`}
                  className={`${iconButton} text-red-700`}
                  disabled={isSelf}
                  onClick={() => onDelete(user)}
                >
                  <TrashIcon />
                </button>
                <PlanToggleButton user={user} busy={busyIds.has(user._id)} onToggle={onTogglePlan} />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
