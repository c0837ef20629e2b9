import type { User } from '@sangam/shared/user';
import { formatDate } from '../../../lib/format.ts';
import { ProfileCard } from './ProfileCard.tsx';

const MEMBERSHIP: Record<User['planType'], string> = {
  premium: 'Premium',
  admin: 'Admin',
  free: 'Basic',
  basic: 'Basic',
};

export function AccountInfoCard({ member }: { member: User }) {
  const rows: [string, string][] = [
    ['Account Status', member.accountStatus === 'active' ? 'Active' : 'Inactive'],
    ['Membership Type', MEMBERSHIP[member.planType]],
    ['Profile Visibility', member.isPublic ? 'Public' : 'Private'],
    ['Joined', formatDate(member.createdAt)],
  ];
  return (
    <ProfileCard title="Account Information">
      <dl className="divide-y divide-slate-100">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
