import { Link, useParams } from 'react-router';
import { formatRupees } from '@sangam/shared/payment-messages';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { formatDate } from '../../../lib/format.ts';
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
  const receipt = useReceipt(id);

  if (receipt.isPending) return <PageStatus text="Loading receipt..." />;
  if (receipt.isError) {
    const missing = isApiError(receipt.error) && receipt.error.status === 404;
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <DocumentTitle title="Receipt | Sangam" />
        <h1 className="text-2xl font-bold text-slate-900">Receipt</h1>
        <Alert className="mt-4">
          {missing ? 'Receipt not found.' : 'Could not load the receipt. Please try again.'}
        </Alert>
        {missing ? (
          <Link to="/profile" className={buttonClasses('secondary', 'mt-4')}>
            Back to My Profile
          </Link>
        ) : (
          <Button className="mt-4" onClick={() => void receipt.refetch()}>
            Try Again
          </Button>
        )}
      </section>
    );
  }

  const r = receipt.data.receipt;
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <DocumentTitle title={`Receipt ${r.receiptNumber ?? ''} | Sangam`} />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-extrabold text-brand-700">Sangam</p>
            <h1 className="text-2xl font-bold text-slate-900">Payment Receipt</h1>
          </div>
          <p className="text-sm text-slate-700 sm:text-right">
            Receipt number
            <br />
            <span className="text-base font-bold text-slate-900">{r.receiptNumber}</span>
          </p>
        </div>
        {r.status === 'refunded' && (
          <Alert className="mt-4">
            This payment was refunded{r.refundedAt ? ` on ${formatDate(r.refundedAt)}` : ''}.
          </Alert>
        )}
        {r.provider === 'test' && (
          <p className="mt-4 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-2 text-center text-sm font-bold text-amber-900">
            Test mode: no money moves
          </p>
        )}
        <dl className="mt-5">
          <Row label="Received from" value={r.memberName} />
          <Row label="For" value="Premium membership, 1 year" />
          {r.periodStart && r.periodEnd && (
            <Row label="Period" value={`${formatDate(r.periodStart)} to ${formatDate(r.periodEnd)}`} />
          )}
          <Row label="Amount paid" value={`${formatRupees(r.amount)} (${r.currency})`} />
          {r.paidAt && <Row label="Paid on" value={formatDate(r.paidAt)} />}
          <Row label="Payment id" value={r.providerPaymentId ?? ''} />
        </dl>
        <p className="mt-5 text-sm text-slate-700">Thank you for supporting the community.</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>Print receipt</Button>
        <Link to="/profile" className={buttonClasses('secondary')}>
          Back to My Profile
        </Link>
      </div>
    </section>
  );
}
