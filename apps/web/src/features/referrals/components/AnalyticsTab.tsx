/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { BarChart } from '../../../components/ui/charts/BarChart.tsx';
import { TrendChart } from '../../../components/ui/charts/TrendChart.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import type { ReferralAnalytics, ReferralPeriod } from '../api/getReferralAnalytics.ts';
import { fillTrendDays, PERIOD_OPTIONS, SOURCE_LABELS, trendDayLabel } from '../lib/labels.ts';

interface AnalyticsTabProps {
  analytics: ReferralAnalytics;
  period: ReferralPeriod;
  onPeriodChange: (period: ReferralPeriod) => void;
  /** The chosen period's numbers are on their way; the previous ones stay dimmed. */
  updating: boolean;
}

export function AnalyticsTab({ analytics, period, onPeriodChange, updating }: AnalyticsTabProps) {
  const trends = fillTrendDays(analytics.dailyTrends);
  const sources = analytics.sourceAnalysis.map((row) => ({
    label: SOURCE_LABELS[row._id] ?? row._id,
    value: row.count,
    detail: `${row.completed} completed`,
  }));
  return (
    <div className="space-y-5">
      <SelectFilter
        label="Period"
        value={period}
        options={PERIOD_OPTIONS}
        onChange={(value) => onPeriodChange(value as ReferralPeriod)}
        className="max-w-xs"
      />
      <div aria-busy={updating} className={`grid gap-5 lg:grid-cols-3 ${updating ? 'opacity-60' : ''}`}>
        <Panel title="Daily Trends" className="lg:col-span-2">
          <TrendChart
            label="Referrals per day"
            points={trends.map((row) => trendDayLabel(row._id))}
            series={[
              {
                label: 'Referrals',
                values: trends.map((row) => row.count),
                strokeClassName: 'text-brand-700',
                swatchClassName: 'bg-brand-700',
              },
              {
                label: 'Completed',
                values: trends.map((row) => row.completed),
                strokeClassName: 'text-green-700',
                swatchClassName: 'bg-green-700',
              },
            ]}
            emptyText="No referrals in this period"
          />
        </Panel>
        <Panel title="Referral Sources">
          <BarChart
            label="Referrals by source"
            data={sources}
            emptyText="No referrals in this period"
            barClassName="bg-blue-700"
          />
        </Panel>
      </div>
    </div>
  );
}
