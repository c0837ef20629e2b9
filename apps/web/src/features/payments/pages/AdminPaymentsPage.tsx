import { useState } from 'react';
import { plural } from '@sangam/shared/plural';
import type { AdminPayment } from '@sangam/shared/payments';
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  formatRupees,
  type PaymentStatus,
} from '@sangam/shared/payment-messages';
import { formatTotal } from '@sangam/shared/pagination-total';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminPayments } from '../api/getAdminPayments.ts';
import { ADMIN_PAYMENT_COLUMNS } from '../components/adminPaymentColumns.tsx';
import { RefundDialog } from '../components/RefundDialog.tsx';
import { useT, type Translate } from '../../../i18n/useT.ts';

const FILTER_KEYS = ['status', 'from', 'to'] as const;
/** The filters, the status names in the language shown. */
const filtersIn = (t: Translate): FilterSpec<(typeof FILTER_KEYS)[number]>[] => [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: withAll('All statuses', PAYMENT_STATUSES, (status) => t(PAYMENT_STATUS_LABELS[status as PaymentStatus])),
  },
  { kind: 'date', name: 'from', label: 'From' },
  { kind: 'date', name: 'to', label: 'To' },
];

/** Premium payments: filters by status and dates (IST), the money they add up to, and recording refunds. */
export function AdminPaymentsPage() {
  const t = useT();
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const payments = useAdminPayments({ ...filters, page });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const data = payments.data;

  return (
    <>
      <AdminPageHeader title="Payments" subtitle="Premium purchases and renewals, their receipts and refunds.">
        <RefreshButton query={payments} />
      </AdminPageHeader>
      <div className="space-y-4">
        <FilterBar filters={filtersIn(t)} values={filters} onChange={setFilter} className="grid gap-3 sm:grid-cols-3" />
        {data && (
          <StatCards
            stats={[
              { label: 'Received', value: formatRupees(data.totals.received), note: 'Paid in these dates' },
              { label: 'Refunded', value: formatRupees(data.totals.refunded) },
              { label: 'Paid payments', value: data.totals.paidCount },
              ...(data.totals.testCount
                ? [
                    {
                      label: 'Test mode',
                      value: formatRupees(data.totals.testReceived),
                      note: `${plural(data.totals.testCount, 'test payment')}, not revenue`,
                    },
                  ]
                : []),
              { label: 'Listed', value: formatTotal(data.pagination), note: 'Payments matching the filters' },
            ]}
          />
        )}
        <AdminList
          query={payments}
          loading="Loading payments..."
          failed={t(PAYMENT_MESSAGES.loadFailed)}
          empty="No payments found"
          hrefFor={hrefFor}
          rows={(reply) => reply.payments}
          rowKey={(payment) => payment._id}
          minWidth="min-w-[64rem]"
          caption="Payments"
          rowClassName={() => 'align-top'}
          cellPadding="px-3 py-2.5"
          columns={ADMIN_PAYMENT_COLUMNS}
          actions={[
            {
              label: () => 'Record refund',
              variant: 'secondary',
              hidden: (payment) => payment.status !== 'paid',
              onClick: setRefunding,
            },
          ]}
        />
      </div>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
