import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactViewsQuerySchema, ContactViewsReplySchema } from '@sangam/shared/privacy';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { contactViewsOf } from './contact-reveals.service.ts';

const answering = routeSchemas(['profile'], errorReplies(400, 401, 403));

/** Profile -> Privacy Settings -> "Who viewed my contact details" (registered under /api/profile). */
export const contactRevealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/contact-views', {
    onRequest: requireMember(),
    schema: answering(ContactViewsReplySchema, { querystring: ContactViewsQuerySchema }),
    handler: (request) => contactViewsOf(app.db, request.viewer!, request.query),
  });
};
