import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportBodySchema, ReportReplySchema } from '@sangam/shared/moderation';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { fileReport } from './reports.service.ts';

const answering = routeSchemas(['reports'], errorReplies(400, 401, 403, 404, 409, 429));

/** Members report what they see (mounted at /api/reports); visitors and suspended members cannot. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember());

  app.post('/', {
    schema: answering(ReportReplySchema, { body: ReportBodySchema }, 201),
    handler: async (request, reply) => reply.code(201).send(await fileReport(app.db, request.viewer!, request.body)),
  });
};
