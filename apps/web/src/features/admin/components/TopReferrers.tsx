import type { Dashboard } from '../api/getDashboard.ts';
import { RankedReferrerList } from '../../../components/admin/RankedReferrerList.tsx';

export function TopReferrers({ referrers }: { referrers: Dashboard['topReferrers'] }) {
  return (
    <RankedReferrerList
      referrers={referrers}
      renderStats={(referrer) => (
        <p className="shrink-0 text-sm text-slate-700">
          <span className="font-bold text-slate-900">{referrer.referralStats.successfulReferrals}</span> successful
        </p>
      )}
    />
  );
}
