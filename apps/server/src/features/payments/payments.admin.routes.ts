import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPaymentsQuerySchema,
  AdminPaymentsReplySchema,
  RefundReplySchema,
  RefundSchema,
} from '@sangam/shared/payments';
import { requireAdmin } from '../../plugins/auth.ts';
import { istDayEnd, istDayStart } from './india-time.ts';
import { listPayments, paymentTotals } from './payments.queries.ts';
import { toAdminPayment } from './payment-view.ts';
import { refundPayment } from './payments.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 409));

/** Payments for admins: the list with filters and totals, and recording refunds. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/', {
    schema: answering(AdminPaymentsReplySchema, { querystring: AdminPaymentsQuerySchema }),
    handler: async (request) => {
      const { status, from, to } = request.query;
      const dates = { from: from && istDayStart(from), to: to && istDayEnd(to) };
      const [{ rows, pagination }, totals] = await Promise.all([
        readPage(request.query, (window) => listPayments(app.db, { status, ...dates }, window)),
        paymentTotals(app.db, dates),
      ]);
      return { payments: rows.map(toAdminPayment), pagination, totals };
    },
  });

  app.post('/:id/refund', {
    schema: answering(RefundReplySchema, { params: IdParams, body: RefundSchema }),
    handler: async (request) => refundPayment(app.db, request.viewer!, request.params.id, request.body.reason),
  });
};
