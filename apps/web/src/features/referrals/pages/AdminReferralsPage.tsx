import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { DownloadIcon } from '../../../components/admin/AdminIcons.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { FirstLoad } from '../../../components/admin/ListStates.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { useNotice } from '../../../lib/useNotice.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useExportReferrals } from '../api/exportReferrals.ts';
import { adminReferralsKey, useReferralAnalytics, type ReferralPeriod } from '../api/getReferralAnalytics.ts';
import { AllReferralsTab } from '../components/AllReferralsTab.tsx';
import { AnalyticsTab } from '../components/AnalyticsTab.tsx';
import { LeaderboardTab } from '../components/LeaderboardTab.tsx';
import { AdminOverviewTab } from '../components/AdminOverviewTab.tsx';
import { isMissingToken, NO_TOKEN_MESSAGE, referralLoadError } from '../lib/adminErrors.ts';

const TAB_IDS = ['overview', 'referrals', 'leaderboard', 'analytics'] as const;
type TabId = (typeof TAB_IDS)[number];
const FILTER_KEYS = ['status', 'period', 'search', 'dateFrom', 'dateTo'] as const;
const NOTICE_MS = 5_000;
const EXPORT_FAILED = 'Failed to export referrals. Please try again.';

const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

export function AdminReferralsPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = isTab(searchParams.get('tab')) ? (searchParams.get('tab') as TabId) : 'overview';
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const [period, setPeriod] = useState<ReferralPeriod>('month');
  const analytics = useReferralAnalytics(period, tab === 'overview' || tab === 'analytics');
  const exportCsv = useExportReferrals();
  const [notice, setNotice] = useNotice(NOTICE_MS);
  const [refreshing, setRefreshing] = useState(false);

  const onTab = (id: TabId) =>
    setSearchParams(
      (params) => {
        if (id === 'overview') params.delete('tab');
        else params.set('tab', id);
        return params;
      },
      { replace: true },
    );

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: adminReferralsKey });
    } finally {
      setRefreshing(false);
    }
  };

  const analyticsPanel = (render: (data: NonNullable<typeof analytics.data>) => ReactNode) => {
    if (analytics.data) return render(analytics.data);
    return (
      <FirstLoad
        error={analytics.isError}
        query={analytics}
        loading="Loading analytics..."
        failed={analytics.isError ? referralLoadError(analytics.error, 'analytics') : ''}
      />
    );
  };

  return (
    <>
      <AdminPageHeader title="Referral Management" subtitle="Track referrals, complete them and reward members.">
        <RefreshButton query={{ refetch: onRefresh, isFetching: refreshing, isPending: false }} />
        <Button variant="secondary" onClick={() => exportCsv.mutate(filters)} disabled={exportCsv.isPending}>
          <DownloadIcon className="size-4" />
          {exportCsv.isPending ? 'Exporting...' : 'Export'}
        </Button>
      </AdminPageHeader>

      <div className="space-y-4">
        {exportCsv.isError && <Alert>{isMissingToken(exportCsv.error) ? NO_TOKEN_MESSAGE : EXPORT_FAILED}</Alert>}
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
          {notice}
        </p>
        <Tabs<TabId>
          label="Referral management"
          value={tab}
          onChange={onTab}
          tabs={[
            {
              id: 'overview',
              label: 'Overview',
              panel: analyticsPanel((data) => <AdminOverviewTab analytics={data} />),
            },
            {
              id: 'referrals',
              label: 'All Referrals',
              panel: (
                <AllReferralsTab
                  filters={filters}
                  page={page}
                  onFilterChange={setFilter}
                  hrefFor={hrefFor}
                  onNotice={setNotice}
                />
              ),
            },
            { id: 'leaderboard', label: 'Leaderboard', panel: <LeaderboardTab onNotice={setNotice} /> },
            {
              id: 'analytics',
              label: 'Analytics',
              panel: analyticsPanel((data) => (
                <AnalyticsTab
                  analytics={data}
                  period={period}
                  onPeriodChange={setPeriod}
                  updating={analytics.isPlaceholderData}
                />
              )),
            },
          ]}
        />
      </div>
    </>
  );
}
