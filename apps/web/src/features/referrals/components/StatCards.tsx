import type { ReferralInfo } from '../api/getReferralInfo.ts';
import { tierName, tierStyle } from '../lib/tiers.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatNumber } from '../../../lib/format.ts';

export function StatCards({ info }: { info: ReferralInfo }) {
  const t = useT();
  const { referralStats: stats, referralPerks: perks } = info;
  const cards = [
    { label: t('referrals.stats.total'), value: formatNumber(stats.totalReferrals) },
    { label: t('referrals.stats.active'), value: formatNumber(stats.activeReferrals) },
    { label: t('referrals.stats.tier'), value: tierName(t, perks.currentTier), tier: true },
    { label: t('referrals.stats.rewards'), value: formatNumber(stats.totalRewardsEarned) },
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
