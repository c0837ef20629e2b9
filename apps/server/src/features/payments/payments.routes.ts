import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import {
  CreateOrderSchema,
  MyPaymentsReplySchema,
  OrderReplySchema,
  PaymentsConfigSchema,
  ReceiptReplySchema,
  TestCheckoutReplySchema,
  TestCheckoutSchema,
  VerifyPaymentSchema,
  VerifyReplySchema,
} from '@sangam/shared/payments';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { paymentProvider } from './payment-provider.ts';
import { handleWebhookEvent } from './payment-webhook.service.ts';
import { createOrder, myPayments, receiptOf, testCheckout, verifyPayment } from './payments.service.ts';
import { signaturesMatch, webhookSignature } from './signatures.ts';
import { TestProvider } from './test-provider.ts';

const answering = routeSchemas(['payments'], errorReplies(400, 401, 403, 404, 409));
/** Razorpay's webhook bodies are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Buying premium: orders, the checkout's verification, the provider's webhook, history and receipts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.payments;
  const provider = paymentProvider(config, app.db);

  app.get('/config', {
    schema: { tags: ['payments'], response: { 200: PaymentsConfigSchema } },
    handler: async () => ({ provider: config.provider, keyId: config.keyId }),
  });

  app.post('/orders', {
    onRequest: requireMember(),
    schema: answering(OrderReplySchema, { body: CreateOrderSchema }, 201),
    handler: async (request, reply) => {
      reply.status(201);
      return createOrder(app.db, provider, config, request.viewer!, request.body.plan);
    },
  });

  app.post('/verify', {
    onRequest: requireMember(),
    schema: answering(VerifyReplySchema, { body: VerifyPaymentSchema }),
    handler: async (request) => verifyPayment(app.db, config, request.viewer!, request.body),
  });

  app.get('/me', {
    onRequest: requireMember(),
    schema: answering(MyPaymentsReplySchema),
    handler: async (request) => myPayments(app.db, request.viewer!),
  });

  app.get('/:id/receipt', {
    onRequest: requireMember(),
    schema: answering(ReceiptReplySchema, { params: IdParams }),
    handler: async (request) => receiptOf(app.db, request.viewer!, request.params.id),
  });

  // The provider calls this without a token; its signature over the exact bytes it sent is the authentication,
  // so the body is kept raw here and parsed only after the signature checks out.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/webhook', {
      schema: { tags: ['payments'], response: { 200: z.object({ status: z.string() }), ...errorReplies(400) } },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const given = request.headers['x-razorpay-signature'];
        if (
          !signaturesMatch(webhookSignature(config.webhookSecret, raw), typeof given === 'string' ? given : undefined)
        )
          throw new HttpError(400, PAYMENT_MESSAGES.webhookSignatureInvalid, 'WEBHOOK_SIGNATURE_INVALID');
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new HttpError(400, 'The request body is not valid JSON', 'VALIDATION_ERROR');
        }
        const status = await handleWebhookEvent(app.db, (event ?? {}) as Parameters<typeof handleWebhookEvent>[1]);
        request.log.info({ status }, 'payment webhook');
        return { status };
      },
    });
  });

  // The test provider's checkout; with Razorpay this route does not exist.
  if (provider instanceof TestProvider) {
    app.post('/test-checkout/:id', {
      onRequest: requireMember(),
      schema: answering(TestCheckoutReplySchema, { params: IdParams, body: TestCheckoutSchema }),
      handler: async (request) =>
        testCheckout(app.db, provider, request.viewer!, request.params.id, request.body.outcome),
    });
  }
};
