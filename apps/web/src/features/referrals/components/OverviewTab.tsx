import { plural } from '@sangam/shared/plural';
import { DELIVERED_FEATURES } from '@sangam/shared/referrals';
import type { ReferralInfo } from '../api/getReferralInfo.ts';
import { tierProgress } from '../lib/progress.ts';
import { featureLabel, tierName } from '../lib/tiers.ts';

function NextTierProgress({ info }: { info: ReferralInfo }) {
  const progress = tierProgress(info.referralStats.successfulReferrals, info.tierInfo.next);
  if (progress.kind === 'max') {
    return (
      <div className="rounded-xl border border-violet-300 bg-violet-50 p-4 text-violet-950">
        <h3 className="text-lg font-bold">Maximum Tier Reached!</h3>
        <p className="mt-1">{"You've achieved the highest tier"}</p>
        <p className="mt-1 text-sm">Thank you for growing our community.</p>
      </div>
    );
  }
  const next = tierName(progress.nextTier);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">Progress to {next}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {progress.current} of {plural(progress.target, 'successful referral')}
      </p>
      <div
        role="progressbar"
        aria-label={`Progress to ${next}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {progress.percent}% · {plural(progress.remaining, 'more referral', 'more referrals')} needed to reach {next}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        A referral counts as successful once the person you invited completes their profile.
      </p>
    </div>
  );
}

function List({
  title,
  items,
  empty,
  format = (item) => item,
}: {
  title: string;
  items: string[];
  empty: string;
  format?: (item: string) => string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 capitalize">
              {format(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OverviewTab({ info }: { info: ReferralInfo }) {
  return (
    <div className="space-y-4">
      <NextTierProgress info={info} />
      <List
        title="Unlocked Features"
        items={info.referralPerks.unlockedFeatures.filter((feature) => DELIVERED_FEATURES.has(feature))}
        empty="No features unlocked yet"
        format={featureLabel}
      />
      <List title="Special Badges" items={info.referralPerks.specialBadges} empty="No special badges yet" />
    </div>
  );
}
