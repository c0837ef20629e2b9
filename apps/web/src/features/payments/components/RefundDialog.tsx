/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import type { AdminPayment } from '@sangam/shared/payments';
import { formatRupees } from '@sangam/shared/payment-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { useRefundPayment } from '../api/refundPayment.ts';

/** Records a refund made at the provider (the money goes back there); the premium the payment bought ends. */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    refund.reset();
    onClose();
  };
  const fieldError = isApiError(refund.error) ? refund.error.fields?.reason : undefined;
  return (
    <ConfirmDialog
      open={payment !== null}
      title="Record refund"
      confirmLabel="Record refund"
      busyLabel="Recording..."
      busy={refund.isPending}
      error={
        refund.isError && !fieldError ? messageOr(refund.error, 'Could not record the refund. Please try again.') : null
      }
      danger
      onConfirm={() => payment && refund.mutate({ id: payment._id, reason }, { onSuccess: close })}
      onCancel={close}
    >
      <p>
        Refund {payment ? formatRupees(payment.amount) : ''} to {payment?.memberName}? Make the refund in the payment
        provider&apos;s dashboard first; recording it here ends the premium this payment paid for.
      </p>
      <TextAreaField
        className="mt-3"
        label="Reason"
        value={reason}
        maxLength={300}
        length={reason.length}
        error={fieldError}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
