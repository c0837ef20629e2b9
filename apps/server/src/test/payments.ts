import type { FastifyInstance } from 'fastify';
import { bearer } from './helper.ts';
import { checkoutSignature, webhookSignature } from '../features/payments/signatures.ts';

/** POST /api/payments/orders, as the member whose token is given (a visitor without one). */
export const postOrder = (
  app: FastifyInstance,
  token: string | undefined,
  payload: object = { plan: 'premium-yearly' },
) => app.inject({ method: 'POST', url: '/api/payments/orders', headers: token ? bearer(token) : {}, payload });

/** POST /api/payments/test-checkout/:orderId: the test checkout's pay (or fail) button. */
export const postTestCheckout = (
  app: FastifyInstance,
  token: string,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${orderId}`,
    headers: bearer(token),
    payload: { outcome },
  });

/** Opens an order as a member through the API. */
export async function openOrder(app: FastifyInstance, token: string) {
  const res = await postOrder(app, token);
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().order as { _id: string; providerOrderId: string; amount: number; currency: string };
}

/** Pays an order in the test checkout; returns what the browser would hand to verify. */
export async function payInTestCheckout(app: FastifyInstance, token: string, orderId: string) {
  const res = await postTestCheckout(app, token, orderId);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json() as { providerPaymentId: string; signature: string };
}

export const verify = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(token), payload });

/** A checkout signature made with the app's key secret, as Razorpay's checkout makes it. */
export const signCheckout = (app: FastifyInstance, providerOrderId: string, providerPaymentId: string) =>
  checkoutSignature(app.config.payments.keySecret, providerOrderId, providerPaymentId);

/** Razorpay's payment.captured (or another) event for an order, signed with the webhook secret unless told. */
export function webhook(
  app: FastifyInstance,
  entity: { id: string; order_id: string; amount: number; currency: string; status?: string },
  { event = 'payment.captured', secret = app.config.payments.webhookSecret } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { entity: 'payment', status: 'captured', ...entity } } },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(secret, body) },
    payload: body,
  });
}

export const userRow = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const paymentRow = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
