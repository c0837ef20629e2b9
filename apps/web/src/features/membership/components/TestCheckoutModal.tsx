import { useState } from 'react';
import type { Order } from '@sangam/shared/payments';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../i18n/useT.ts';

interface TestCheckoutModalProps {
  order: Order | null;
  /** Pay or Fail; resolves when the page has handled the outcome. */
  onOutcome: (order: Order, outcome: 'success' | 'failure') => Promise<void>;
  onClose: () => void;
}

/** The test provider's checkout, in place of Razorpay's window: clearly labelled, with Pay and Fail. */
export function TestCheckoutModal({ order, onOutcome, onClose }: TestCheckoutModalProps) {
  const t = useT();
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const choose = async (outcome: 'success' | 'failure') => {
    if (!order) return;
    setBusy(outcome);
    try {
      await onOutcome(order, outcome);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal open={order !== null} title={t('membership.test.title')} onClose={busy ? () => undefined : onClose}>
      <p className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-center font-bold text-amber-900">
        {t(PAYMENT_MESSAGES.testMode)}
      </p>
      <dl className="mt-4 space-y-1 text-sm text-slate-800">
        <div className="flex justify-between gap-4">
          <dt>{t('membership.test.product')}</dt>
          <dd className="font-bold">{order ? formatRupees(order.amount) : ''}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('membership.test.order')}</dt>
          <dd className="font-mono text-xs break-all">{order?.providerOrderId}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t('membership.test.explain')}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void choose('failure')} disabled={busy !== null}>
          {busy === 'failure' && <Spinner className="size-4" />}
          {t('membership.test.fail')}
        </Button>
        <Button onClick={() => void choose('success')} disabled={busy !== null}>
          {busy === 'success' && <Spinner className="size-4" />}
          {t('membership.test.pay', { amount: order ? formatRupees(order.amount) : '' })}
        </Button>
      </div>
    </Modal>
  );
}
