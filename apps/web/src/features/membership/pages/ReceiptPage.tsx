import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import { useT } from '../../../i18n/useT.ts';
import { useReceipt } from '../api/getReceipt.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-all text-slate-900 sm:text-right">{value}</dd>
    </div>
  );
}

/** A printable receipt of one payment: the payer's and admins' only. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const t = useT();
  const receipt = useReceipt(id);

  if (receipt.isPending) return <PageStatus text={t('membership.receipt.loading')} />;
  if (receipt.isError) {
    const missing = isApiError(receipt.error) && receipt.error.status === 404;
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <DocumentTitle title={t('common.layout.pageTitle', { title: t('membership.receipt.title') })} />
        <h1 className="text-2xl font-bold text-slate-900">{t('membership.receipt.title')}</h1>
        <Alert className="mt-4">
          {missing ? t('membership.receipt.notFound') : t('membership.receipt.loadFailed')}
        </Alert>
        {missing ? (
          <Link to="/profile" className={buttonClasses('secondary', 'mt-4')}>
            {t('membership.receipt.backToProfile')}
          </Link>
        ) : (
          <Button className="mt-4" onClick={() => void receipt.refetch()}>
            {t('common.layout.tryAgain')}
          </Button>
        )}
      </section>
    );
  }

  const r = receipt.data.receipt;
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <DocumentTitle
        title={t('common.layout.pageTitle', {
          title: t('membership.receipt.docTitle', { number: r.receiptNumber ?? '' }),
        })}
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-extrabold text-brand-700">{t('common.brand')}</p>
            <h1 className="text-2xl font-bold text-slate-900">{t('membership.receipt.heading')}</h1>
          </div>
          <p className="text-sm text-slate-700 sm:text-right">
            {t('membership.receipt.number')}
            <br />
            <span className="text-base font-bold text-slate-900">{r.receiptNumber}</span>
          </p>
        </div>
        {r.status === 'refunded' && (
          <Alert className="mt-4">
            {r.refundedAt
              ? t('membership.receipt.refundedOn', { date: formatDate(r.refundedAt) })
              : t('membership.receipt.refunded')}
          </Alert>
        )}
        {r.provider === 'test' && (
          <p className="mt-4 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-2 text-center text-sm font-bold text-amber-900">
            {t(PAYMENT_MESSAGES.testMode)}
          </p>
        )}
        <dl className="mt-5">
          <Row label={t('membership.receipt.receivedFrom')} value={r.memberName} />
          <Row label={t('membership.receipt.for')} value={t('membership.product')} />
          {r.periodStart && r.periodEnd && (
            <Row
              label={t('membership.receipt.period')}
              value={t('membership.receipt.periodRange', {
                start: formatDate(r.periodStart),
                end: formatDate(r.periodEnd),
              })}
            />
          )}
          <Row
            label={t('membership.receipt.amountPaid')}
            value={t('membership.receipt.amount', { amount: formatRupees(r.amount), currency: r.currency })}
          />
          {r.paidAt && <Row label={t('membership.receipt.paidOn')} value={formatDate(r.paidAt)} />}
          <Row label={t('membership.receipt.paymentId')} value={r.providerPaymentId ?? ''} />
        </dl>
        <p className="mt-5 text-sm text-slate-700">{t('membership.receipt.thanks')}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('membership.receipt.print')}</Button>
        <Link to="/profile" className={buttonClasses('secondary')}>
          {t('membership.receipt.backToProfile')}
        </Link>
      </div>
    </section>
  );
}
