import { Link } from 'react-router';
import { formatRupees } from '@sangam/shared/payment-messages';
import { formatDate } from '../../../lib/format.ts';
import { useMyPayments } from '../api/getMyPayments.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

const link = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';

/** The member's premium payments with their receipts; nothing at all for members who never paid. */
export function PaymentHistory() {
  const t = useT();
  const payments = useMyPayments();
  if (payments.isError) return <p className="text-sm text-slate-700">{t('profile.payments.failed')}</p>;
  const list = payments.data?.payments ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection headingId="payment-history" title={t('profile.payments.title')}>
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((payment) => (
          <li key={payment._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <div>
              <p className="font-semibold text-slate-900">
                {t('profile.payments.line', { amount: formatRupees(payment.amount) })}
                {payment.status === 'refunded' && ` · ${t('profile.payments.refunded')}`}
              </p>
              <p className="text-slate-700">
                {payment.paidAt && t('profile.payments.paid', { date: formatDate(payment.paidAt) })}
                {payment.periodStart &&
                  payment.periodEnd &&
                  ` · ${t('profile.payments.covers', { start: formatDate(payment.periodStart), end: formatDate(payment.periodEnd) })}`}
              </p>
            </div>
            <Link to={`/payments/${payment._id}/receipt`} className={link}>
              {t('profile.payments.receipt', { number: payment.receiptNumber ?? '' })}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
