import type { TestCheckoutReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';

/** POST /api/payments/test-checkout/{orderId}: the test provider's Pay and Fail, as Razorpay's checkout reports them. */
export const testCheckout = (orderId: string, outcome: 'success' | 'failure') =>
  api.post<TestCheckoutReply>(`/payments/test-checkout/${encodeURIComponent(orderId)}`, { outcome });
