import type { ReferralInfo } from '../api/getReferralInfo.ts';
import { tierName, tierStyle } from '../lib/tiers.ts';

export function StatCards({ info }: { info: ReferralInfo }) {
  const { referralStats: stats, referralPerks: perks } = info;
  const cards = [
    { label: 'Total Referrals', value: String(stats.totalReferrals) },
    { label: 'Active Members', value: String(stats.activeReferrals) },
    { label: 'Current Tier', value: tierName(perks.currentTier), tier: true },
    { label: 'Rewards Earned', value: String(stats.totalRewardsEarned) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className={`rounded-xl border p-4 ${card.tier ? tierStyle(perks.currentTier).badge : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
