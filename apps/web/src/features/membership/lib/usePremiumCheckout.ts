import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import type { Order } from '@sangam/shared/payments';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { createOrder } from '../api/createOrder.ts';
import { testCheckout } from '../api/testCheckout.ts';
import { verifyPayment, type CheckoutResult } from '../api/verifyPayment.ts';
import { openRazorpayCheckout } from './razorpayCheckout.ts';

export type CheckoutState =
  | { step: 'idle' }
  | { step: 'working'; label: MessageId }
  | { step: 'test-checkout'; order: Order }
  | { step: 'paid'; expiresAt: string | null; paymentId: string }
  /** A catalogue id or the server's words (say() shows either). */
  | { step: 'problem'; message: string };

/**
 * Proceed to Payment: opens an order, then Razorpay's checkout or the test checkout, then has the server verify
 * the signed result. Failures and a closed checkout charge nothing; a verification the network lost is settled by
 * the server (webhook, reconciliation), so the member is told to wait rather than pay again.
 */
export function usePremiumCheckout() {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });

  const finish = async (result: CheckoutResult) => {
    setState({ step: 'working', label: 'membership.checkout.confirming' });
    try {
      const reply = await verifyPayment(result);
      setUser(reply.user);
      // Every reply may change with the plan (contacts in the directory, listings and matrimonial profiles).
      void queryClient.invalidateQueries();
      setState({ step: 'paid', expiresAt: reply.user.premiumExpiresAt, paymentId: reply.payment._id });
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      setState({
        step: 'problem',
        message: refused ? messageOr(error, PAYMENT_MESSAGES.verifyFailed) : PAYMENT_MESSAGES.verifyFailed,
      });
    }
  };

  const start = async () => {
    if (!user) return;
    setState({ step: 'working', label: 'membership.checkout.opening' });
    try {
      const { order } = await createOrder();
      if (order.provider === 'test') {
        setState({ step: 'test-checkout', order });
        return;
      }
      const outcome = await openRazorpayCheckout(order, user);
      if (outcome.kind === 'paid') await finish(outcome.result);
      else
        setState({
          step: 'problem',
          message: outcome.kind === 'failed' ? PAYMENT_MESSAGES.paymentFailed : PAYMENT_MESSAGES.checkoutClosed,
        });
    } catch (error) {
      setState({
        step: 'problem',
        message: messageOr(
          error,
          error instanceof Error && !isApiError(error) ? error.message : 'membership.checkout.startFailed',
        ),
      });
    }
  };

  const testOutcome = async (order: Order, outcome: 'success' | 'failure') => {
    try {
      const reply = await testCheckout(order._id, outcome);
      if (reply.outcome === 'success')
        await finish({ orderId: order._id, providerPaymentId: reply.providerPaymentId, signature: reply.signature });
      else setState({ step: 'problem', message: PAYMENT_MESSAGES.paymentFailed });
    } catch (error) {
      setState({ step: 'problem', message: messageOr(error, 'membership.checkout.testUnreachable') });
    }
  };

  const closeTestCheckout = () => setState({ step: 'problem', message: PAYMENT_MESSAGES.checkoutClosed });

  return { state, start, testOutcome, closeTestCheckout };
}
