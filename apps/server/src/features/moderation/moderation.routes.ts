import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ModerationActionBodySchema,
  ModerationCountsSchema,
  ModerationDecisionReplySchema,
  ModerationQuerySchema,
  ModerationReplySchema,
  ModerationSubjectParamsSchema,
} from '@sangam/shared/moderation';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { decide, moderationCounts, moderationQueue } from './moderation.service.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404));

/** The moderation queue (mounted at /api/admin/moderation): admins only, checked on every route. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/', {
    schema: answering(ModerationReplySchema, { querystring: ModerationQuerySchema }),
    handler: (request) => moderationQueue(app.db, request.query),
  });

  app.get('/counts', {
    schema: answering(ModerationCountsSchema),
    handler: () => moderationCounts(app.db),
  });

  app.post('/:subjectType/:subjectId', {
    schema: answering(ModerationDecisionReplySchema, {
      params: ModerationSubjectParamsSchema,
      body: ModerationActionBodySchema,
    }),
    handler: (request) =>
      decide(
        app.db,
        request.viewer!,
        { type: request.params.subjectType, id: request.params.subjectId },
        request.body,
        app.mediaUrls,
      ),
  });
};
