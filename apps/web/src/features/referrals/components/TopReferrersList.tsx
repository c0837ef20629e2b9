// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import { RankedReferrerList } from '../../../components/admin/RankedReferrerList.tsx';
import { TierBadge } from '../components/TierBadge.tsx';
import type { LeaderboardRow } from '../api/getReferralLeaderboard.ts';

export function TopReferrersList({ referrers }: { referrers: LeaderboardRow[] }) {
  return (
    <RankedReferrerList
      referrers={referrers}
      renderStats={(referrer) => (
        <>
          <TierBadge tier={referrer.tier} />
          <p className="shrink-0 text-right text-sm text-slate-700">
            <span className="font-bold text-slate-900">{referrer.successfulReferrals}</span> of{' '}
            {referrer.totalReferrals}
            <span className="block text-xs text-slate-600">completed</span>
          </p>
        </>
      )}
    />
  );
}
