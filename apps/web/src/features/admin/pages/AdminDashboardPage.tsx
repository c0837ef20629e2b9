import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { useDashboard, type Dashboard } from '../api/getDashboard.ts';
import { AdminActivity } from '../components/AdminActivity.tsx';
import { BackupStatus } from '../components/BackupStatus.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { QueryScreen } from '../../../components/admin/QueryScreen.tsx';
import { DashboardStats } from '../components/DashboardStats.tsx';
import { ListingsByCategory } from '../components/ListingsByCategory.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { RecentReferralActivity } from '../components/RecentReferralActivity.tsx';
import { RecentUsersTable } from '../components/RecentUsersTable.tsx';
import { SupportContactsWarning } from '../components/SupportContactsWarning.tsx';
import { TopReferrers } from '../components/TopReferrers.tsx';

export function AdminDashboardPage() {
  const query = useDashboard();
  const { data, isFetching, refetch } = query;

  const header = (
    <AdminPageHeader title="Admin Dashboard" subtitle="An overview of members, listings and referrals.">
      {data && (
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      )}
    </AdminPageHeader>
  );

  return (
    <QueryScreen
      header={header}
      query={query}
      loading="Loading dashboard..."
      failed="Failed to load dashboard data. Please try again."
    >
      {(data) => <DashboardContent data={data} />}
    </QueryScreen>
  );
}

function DashboardContent({ data }: { data: Dashboard }) {
  return (
    <>
      <SupportContactsWarning />
      <BackupStatus backups={data.backups} />
      <DashboardStats data={data} />
      <div className="mt-5 grid gap-5 xl:grid-cols-3">
        <Panel title="Recent Users" className="xl:col-span-2">
          <RecentUsersTable users={data.recentUsers} />
        </Panel>
        <Panel title="Listings by Category">
          <ListingsByCategory byCategory={data.listingStats.byCategory} />
        </Panel>
        <Panel
          title="Top Referrers"
          action={
            <Link
              to="/admin/referrals"
              className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              View All
            </Link>
          }
        >
          <TopReferrers referrers={data.topReferrers} />
        </Panel>
        <Panel title="Recent Referral Activity">
          <RecentReferralActivity referrals={data.recentReferrals} />
        </Panel>
        <Panel
          title="Recent Admin Activity"
          action={
            <Link
              to="/admin/audit"
              className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              View Audit Log
            </Link>
          }
        >
          <AdminActivity entries={data.auditLog} />
        </Panel>
      </div>
    </>
  );
}
