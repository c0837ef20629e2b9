import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFiltersSchema, AuditLogReplySchema, AuditQuerySchema, auditExportFileName } from '@sangam/shared/audit';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { auditLogCsv, auditLogPage } from './audit.service.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403));

/**
 * The audit log, read-only: admins list and download it. Rows are written by the admin actions themselves, in their
 * own transactions; no route edits or deletes one.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/', {
    schema: answering(AuditLogReplySchema, { querystring: AuditQuerySchema }),
    handler: (request) => auditLogPage(app.db, app.dialect, request.query),
  });

  app.get('/export.csv', {
    // A CSV file, not JSON: no response schema.
    schema: { tags: ['admin'], querystring: AuditFiltersSchema },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(auditExportFileName(new Date())))
        .send(await auditLogCsv(app.db, app.dialect, request.query)),
  });
};
