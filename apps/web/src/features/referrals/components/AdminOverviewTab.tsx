/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { PAGE_SIZES } from '@sangam/shared/limits';
import { BarChart } from '../../../components/ui/charts/BarChart.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { tierName } from '../lib/tiers.ts';
import type { ReferralAnalytics } from '../api/getReferralAnalytics.ts';
import { TopReferrersList } from './TopReferrersList.tsx';
import { useT } from '../../../i18n/useT.ts';

export function AdminOverviewTab({ analytics }: { analytics: ReferralAnalytics }) {
  const t = useT();
  const { overallStats: stats } = analytics;
  const tiers = analytics.tierDistribution.map((row) => ({
    label: tierName(t, row._id),
    value: row.count,
    detail: `${row.totalReferrals} ${row.totalReferrals === 1 ? 'referral' : 'referrals'}`,
  }));
  return (
    <div className="space-y-5">
      <StatCards
        stats={[
          { label: 'Total Referrals', value: stats.totalReferrals },
          { label: 'Completed Referrals', value: stats.completedReferrals },
          { label: 'Conversion Rate', value: `${stats.conversionRate}%` },
          { label: 'Rewards Given', value: stats.rewardsGiven },
        ]}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Tier Distribution">
          <p className="mb-3 text-sm text-slate-600">Members in each tier, with the referrals they made.</p>
          <BarChart label="Members per referral tier" data={tiers} emptyText="No referrers yet" />
        </Panel>
        <Panel title="Top Referrers">
          <TopReferrersList referrers={analytics.topReferrers.slice(0, PAGE_SIZES.topReferrers)} />
        </Panel>
      </div>
    </div>
  );
}
