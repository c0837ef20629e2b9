import type { VerifyReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';
import { withRetries } from '../../../api/retry.ts';

export interface CheckoutResult {
  orderId: string;
  providerPaymentId: string;
  signature: string;
}

/** The server settles an order once however often it is verified, so this POST may be retried on a flaky network. */
const RETRIES = 3;

/** POST /api/payments/verify: the checkout's signed result; the reply carries the member's new expiry. */
export const verifyPayment = (result: CheckoutResult) =>
  withRetries(() => api.post<VerifyReply>('/payments/verify', result), RETRIES);
