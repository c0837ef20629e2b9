import type { User } from '@sangam/shared/user';
import { formatDate } from '../../../lib/format.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { ProfileCard } from './ProfileCard.tsx';
import { useT } from '../../../i18n/useT.ts';

const MEMBERSHIP: Record<User['planType'], MessageId> = {
  premium: 'users.account.premium',
  admin: 'users.account.admin',
  free: 'users.account.basic',
  basic: 'users.account.basic',
};

export function AccountInfoCard({ member }: { member: User }) {
  const t = useT();
  const rows: [string, string][] = [
    [
      t('users.account.status'),
      t(member.accountStatus === 'active' ? 'users.account.active' : 'users.account.inactive'),
    ],
    [t('users.account.membership'), t(MEMBERSHIP[member.planType])],
    [t('users.account.visibility'), t(member.isPublic ? 'users.account.public' : 'users.account.private')],
    [t('users.account.joined'), formatDate(member.createdAt)],
  ];
  return (
    <ProfileCard id="account-information" title={t('users.account.title')}>
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
