import { Link } from 'react-router';
import type { AdminPayment } from '@sangam/shared/payments';
import { PAYMENT_STATUS_LABELS, formatRupees } from '@sangam/shared/payment-messages';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

const TONES: Record<AdminPayment['status'], BadgeTone> = {
  created: 'slate',
  paid: 'green',
  failed: 'amber',
  refunded: 'purple',
  mismatch: 'red',
};

const COLUMNS = ['Created', 'Member', 'Amount', 'Status', 'Receipt', 'Period', 'Payment id', 'Actions'] as const;

export function AdminPaymentsTable({
  payments,
  onRefund,
}: {
  payments: AdminPayment[];
  onRefund: (payment: AdminPayment) => void;
}) {
  return (
    <AdminTable columns={COLUMNS} minWidth="min-w-[64rem]" caption="Payments">
      {payments.map((p) => (
        <tr key={p._id} className="align-top">
          <td className="px-3 py-2.5 whitespace-nowrap">{formatDateTime(p.createdAt)}</td>
          <td className="px-3 py-2.5">
            {p.member ? (
              <Link to={`/user-profile/${p.member._id}`} className="font-semibold text-brand-700 underline">
                {p.member.name}
              </Link>
            ) : (
              <span className="font-semibold">{p.memberName}</span>
            )}
            {p.member && <div className="text-slate-700">{p.member.phoneNumber}</div>}
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">{formatRupees(p.amount)}</td>
          <td className="px-3 py-2.5">
            <Badge tone={TONES[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
            {p.note && <div className="mt-1 max-w-xs text-xs text-slate-700">{p.note}</div>}
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            {p.receiptNumber ? (
              <Link to={`/payments/${p._id}/receipt`} className="text-brand-700 underline">
                {p.receiptNumber}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            {p.periodStart && p.periodEnd ? `${formatDate(p.periodStart)} – ${formatDate(p.periodEnd)}` : '—'}
          </td>
          <td className="px-3 py-2.5 font-mono text-xs">{p.providerPaymentId ?? p.providerOrderId}</td>
          <td className="px-3 py-2.5">
            {p.status === 'paid' && (
              <Button variant="secondary" onClick={() => onRefund(p)}>
                Record refund
              </Button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
