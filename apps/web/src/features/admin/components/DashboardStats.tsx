import type { Dashboard } from '../api/getDashboard.ts';
import { formatRupees } from '@sangam/shared/payment-messages';
import { StatCards } from '../../../components/admin/StatCards.tsx';

export function DashboardStats({ data }: { data: Dashboard }) {
  const { userStats, listingStats, referralStats, paymentStats } = data;
  return (
    <StatCards
      stats={[
        { label: 'Total Users', value: userStats.total },
        { label: 'Premium Members', value: userStats.premium },
        { label: 'Active Users', value: userStats.active },
        { label: 'Total Listings', value: listingStats.total },
        { label: 'Total Referrals', value: referralStats.total },
        { label: 'Completed Referrals', value: referralStats.completed },
        {
          label: 'Deactivated Users',
          value: userStats.deactivated + userStats.suspended,
          note: `${userStats.deactivated} deactivated, ${userStats.suspended} suspended`,
        },
        { label: 'Admin Users', value: userStats.admins },
        {
          label: 'Revenue This Month',
          value: formatRupees(paymentStats.revenueThisMonth),
          note: paymentStats.testPaymentsThisMonth
            ? `Refunds excluded; ${formatRupees(paymentStats.testPaymentsThisMonth)} of test-mode payments not counted`
            : 'Premium payments received, refunds excluded',
        },
      ]}
    />
  );
}
