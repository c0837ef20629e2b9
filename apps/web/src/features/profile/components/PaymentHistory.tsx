import { Link } from 'react-router';
import { PAYMENT_STATUS_LABELS, formatRupees } from '@sangam/shared/payment-messages';
import { formatDate } from '../../../lib/format.ts';
import { useMyPayments } from '../api/getMyPayments.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

const link = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';

/** The member's premium payments with their receipts; nothing at all for members who never paid. */
export function PaymentHistory() {
  const payments = useMyPayments();
  if (payments.isError)
    return <p className="text-sm text-slate-700">Your payment history could not be loaded right now.</p>;
  const list = payments.data?.payments ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection headingId="payment-history" title="Payment history">
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((payment) => (
          <li key={payment._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <div>
              <p className="font-semibold text-slate-900">
                {formatRupees(payment.amount)} · Premium, 1 year
                {payment.status === 'refunded' && ` · ${PAYMENT_STATUS_LABELS.refunded}`}
              </p>
              <p className="text-slate-700">
                {payment.paidAt && `Paid ${formatDate(payment.paidAt)}`}
                {payment.periodStart &&
                  payment.periodEnd &&
                  ` · covers ${formatDate(payment.periodStart)} to ${formatDate(payment.periodEnd)}`}
              </p>
            </div>
            <Link to={`/payments/${payment._id}/receipt`} className={link}>
              Receipt {payment.receiptNumber}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
