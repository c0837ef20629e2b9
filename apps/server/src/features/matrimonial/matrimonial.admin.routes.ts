import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AdminMatrimonialQuerySchema,
  ApprovalBodySchema,
  MatrimonialListReplySchema,
  MatrimonialProfileReplySchema,
  MatrimonialStatsSchema,
  VisibilityBodySchema,
} from '@sangam/shared/matrimonial';
import { requireAdmin } from '../../plugins/auth.ts';
import { profileViews } from './matrimonial-view.ts';
import { listAdminProfiles, profileStats } from './matrimonial.queries.ts';
import { removeProfile } from './matrimonial.service.ts';
import { reviewProfile, setVisibility } from './matrimonial.review.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404));

/** Matrimonial management: every profile whatever its status. Admins only, checked on every route. */
export const matrimonialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/profiles', {
    schema: answering(MatrimonialListReplySchema, { querystring: AdminMatrimonialQuerySchema }),
    handler: async (request) => {
      const { status, gender, city, search } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listAdminProfiles(
          app.db,
          { status, gender, cityKey: city.toLowerCase(), search, dialect: app.dialect },
          window,
        ),
      );
      return {
        profiles: await profileViews(app.db, rows, request.viewer, app.mediaUrls, undefined, { adminRoute: true }),
        pagination: { ...pagination, totalPages: pagination.pages },
      };
    },
  });

  app.get('/stats', {
    schema: answering(MatrimonialStatsSchema),
    handler: () => profileStats(app.db),
  });

  app.put('/profiles/:id/approval', {
    schema: answering(MatrimonialProfileReplySchema, { params: Params, body: ApprovalBodySchema }),
    handler: (request) => reviewProfile(app.db, request.params.id, request.body, request.viewer!, app.mediaUrls),
  });

  app.put('/profiles/:id/visibility', {
    schema: {
      ...answering(MatrimonialProfileReplySchema, { params: Params, body: VisibilityBodySchema }),
      // 409: the family withdrew their consent to publish it (issue 36).
      response: { 200: MatrimonialProfileReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
    },
    handler: (request) =>
      setVisibility(app.db, request.params.id, request.body.isVisible, request.viewer!, app.mediaUrls),
  });

  app.delete('/profiles/:id', {
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => removeProfile(app.db, request.params.id, request.viewer!),
  });
};
