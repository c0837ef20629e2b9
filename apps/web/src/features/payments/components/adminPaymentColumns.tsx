import { Link } from 'react-router';
import type { AdminPayment } from '@sangam/shared/payments';
import { PAYMENT_STATUS_LABELS, formatRupees } from '@sangam/shared/payment-messages';
import type { Column } from '../../../components/admin/AdminList.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { translate } from '../../../i18n/useT.ts';

const TONES: Record<AdminPayment['status'], BadgeTone> = {
  created: 'slate',
  paid: 'green',
  failed: 'amber',
  refunded: 'purple',
  mismatch: 'red',
};

/** The columns of the Payments screen (the Actions column is the page's). */
export const ADMIN_PAYMENT_COLUMNS: Column<AdminPayment>[] = [
  { header: 'Created', className: 'whitespace-nowrap', cell: (p) => formatDateTime(p.createdAt) },
  {
    header: 'Member',
    className: '',
    cell: (p) => (
      <>
        {p.member ? (
          <Link to={`/user-profile/${p.member._id}`} className="font-semibold text-brand-700 underline">
            {p.member.name}
          </Link>
        ) : (
          <span className="font-semibold">{p.memberName}</span>
        )}
        {p.member && <div className="text-slate-700">{p.member.phoneNumber}</div>}
      </>
    ),
  },
  { header: 'Amount', className: 'whitespace-nowrap', cell: (p) => formatRupees(p.amount) },
  {
    header: 'Status',
    className: '',
    cell: (p) => (
      <>
        <Badge tone={TONES[p.status]}>{translate(PAYMENT_STATUS_LABELS[p.status])}</Badge>
        {p.provider === 'test' && (
          <span className="ml-1">
            <Badge tone="purple">Test mode</Badge>
          </span>
        )}
        {p.note && <div className="mt-1 max-w-xs text-xs text-slate-700">{p.note}</div>}
      </>
    ),
  },
  {
    header: 'Receipt',
    className: 'whitespace-nowrap',
    cell: (p) =>
      p.receiptNumber ? (
        <Link to={`/payments/${p._id}/receipt`} className="text-brand-700 underline">
          {p.receiptNumber}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    header: 'Period',
    className: 'whitespace-nowrap',
    cell: (p) => (p.periodStart && p.periodEnd ? `${formatDate(p.periodStart)} – ${formatDate(p.periodEnd)}` : '—'),
  },
  { header: 'Payment id', className: 'font-mono text-xs', cell: (p) => p.providerPaymentId ?? p.providerOrderId },
];
