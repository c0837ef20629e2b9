import { useState } from 'react';
import type { AdminPayment } from '@sangam/shared/payments';
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  formatRupees,
} from '@sangam/shared/payment-messages';
import { formatTotal } from '@sangam/shared/pagination-total';
import { RefreshIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminPayments } from '../api/getAdminPayments.ts';
import { AdminPaymentsTable } from '../components/AdminPaymentsTable.tsx';
import { RefundDialog } from '../components/RefundDialog.tsx';

const FILTER_KEYS = ['status', 'from', 'to'] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

/** Premium payments: filters by status and dates (IST), the money they add up to, and recording refunds. */
export function AdminPaymentsPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const payments = useAdminPayments({ ...filters, page });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const data = payments.data;

  let body;
  if (data) {
    body =
      data.payments.length > 0 ? (
        <div aria-busy={payments.isPlaceholderData} className={payments.isPlaceholderData ? 'opacity-60' : undefined}>
          <AdminPaymentsTable payments={data.payments} onRefund={setRefunding} />
          <div className="mt-4">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} numbered={false} />
          </div>
        </div>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No payments found</p>
      );
  } else if (payments.isError) {
    body = (
      <LoadError
        message={PAYMENT_MESSAGES.loadFailed}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  } else {
    body = <PageStatus text="Loading payments..." />;
  }

  return (
    <>
      <AdminPageHeader title="Payments" subtitle="Premium purchases and renewals, their receipts and refunds.">
        <Button variant="secondary" onClick={() => void payments.refetch()} disabled={payments.isFetching}>
          <RefreshIcon className="size-4" />
          {payments.isFetching && !payments.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
      </AdminPageHeader>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectFilter
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(value) => setFilter('status', value)}
          />
          <TextField
            label="From"
            type="date"
            value={filters.from}
            onChange={(e) => setFilter('from', e.target.value)}
          />
          <TextField label="To" type="date" value={filters.to} onChange={(e) => setFilter('to', e.target.value)} />
        </div>
        {data && (
          <StatCards
            stats={[
              { label: 'Received', value: formatRupees(data.totals.received), note: 'Paid in these dates' },
              { label: 'Refunded', value: formatRupees(data.totals.refunded) },
              { label: 'Paid payments', value: data.totals.paidCount },
              { label: 'Listed', value: formatTotal(data.pagination), note: 'Payments matching the filters' },
            ]}
          />
        )}
        {body}
      </div>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
