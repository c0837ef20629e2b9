import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HiddenReplySchema,
  HideChangeReplySchema,
  ShortlistChangeReplySchema,
  ShortlistQuerySchema,
  ShortlistReplySchema,
} from '@sangam/shared/matrimonial-shortlist';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import {
  hideProfile,
  listHidden,
  listShortlist,
  shortlistProfile,
  unhideProfile,
  unshortlistProfile,
} from './shortlist.service.ts';

const answering = routeSchemas(['matrimonial'], errorReplies(400, 401, 403, 404, 409));
const ProfileParams = z.object({ profileId: IdParams.shape.id });

/** The shortlist and "Not interested" (issue 35), under /api/matrimonial: members only. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember());

  app.get('/shortlist', {
    schema: answering(ShortlistReplySchema, { querystring: ShortlistQuerySchema }),
    handler: (request) => listShortlist(app.db, request.viewer!, request.query, app.mediaUrls),
  });

  app.post('/shortlist/:profileId', {
    schema: answering(ShortlistChangeReplySchema, { params: ProfileParams }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await shortlistProfile(app.db, request.params.profileId, request.viewer!)),
  });

  app.delete('/shortlist/:profileId', {
    schema: answering(ShortlistChangeReplySchema, { params: ProfileParams }),
    handler: (request) => unshortlistProfile(app.db, request.params.profileId, request.viewer!),
  });

  app.get('/hidden', {
    schema: answering(HiddenReplySchema, { querystring: ShortlistQuerySchema }),
    handler: (request) => listHidden(app.db, request.viewer!, request.query, app.mediaUrls),
  });

  app.post('/profiles/:id/hide', {
    schema: answering(HideChangeReplySchema, { params: IdParams }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await hideProfile(app.db, request.params.id, request.viewer!)),
  });

  app.delete('/profiles/:id/hide', {
    schema: answering(HideChangeReplySchema, { params: IdParams }),
    handler: (request) => unhideProfile(app.db, request.params.id, request.viewer!),
  });
};
