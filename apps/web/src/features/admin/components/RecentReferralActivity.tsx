import type { Dashboard } from '../api/getDashboard.ts';
import { capitalise, formatDate } from '../../../lib/format.ts';
import { Badge, referralStatusTone } from '../../../components/ui/Badge.tsx';
import { RecentList } from './RecentList.tsx';

export function RecentReferralActivity({ referrals }: { referrals: Dashboard['recentReferrals'] }) {
  return (
    <RecentList items={referrals} empty="No recent referral activity">
      {(referral) => (
        <li key={referral._id} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="text-sm text-slate-900">
              <span className="font-medium">{referral.referrer.name}</span> referred{' '}
              <span className="font-medium">{referral.referred.name}</span>
            </p>
            <p className="text-xs text-slate-600">{formatDate(referral.referralDate)}</p>
          </div>
          <Badge tone={referralStatusTone(referral.status)}>{capitalise(referral.status)}</Badge>
        </li>
      )}
    </RecentList>
  );
}
