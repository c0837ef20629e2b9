import type { Dashboard } from '../api/getDashboard.ts';
import { capitalise, formatDate, planLabel } from '../../../lib/format.ts';
import { accountStatusTone, Badge, planTone } from '../../../components/ui/Badge.tsx';

const COLUMNS = ['Name', 'Phone', 'Plan', 'Status', 'Registered'];

export function RecentUsersTable({ users }: { users: Dashboard['recentUsers'] }) {
  if (users.length === 0) return <p className="py-4 text-sm text-slate-600">No recent users found</p>;
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index < COLUMNS.length - 1 ? 'py-2 pr-3 font-semibold' : 'py-2 font-semibold'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user._id}>
              <td className="py-2 pr-3 font-medium text-slate-900">{user.name}</td>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{user.phoneNumber}</td>
              <td className="py-2 pr-3">
                <Badge tone={planTone(user.planType)}>{planLabel(user.planType)}</Badge>
              </td>
              <td className="py-2 pr-3">
                <Badge tone={accountStatusTone(user.accountStatus)}>{capitalise(user.accountStatus)}</Badge>
              </td>
              <td className="py-2 whitespace-nowrap text-slate-700">{formatDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
