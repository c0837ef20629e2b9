import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InterestActionSchema,
  InterestReplySchema,
  InterestsQuerySchema,
  InterestsReplySchema,
  SendInterestSchema,
} from '@sangam/shared/matrimonial-interests';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { myInterests, respondToInterest, sendInterest, withdrawInterest } from './interests.service.ts';

const answering = routeSchemas(['matrimonial'], errorReplies(400, 401, 403, 404, 409, 429));

/** Interests between families (issue 35): members only, each acting for their own profiles. */
export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/interests', {
    onRequest: requireMember(),
    schema: answering(InterestReplySchema, { body: SendInterestSchema }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await sendInterest(app.db, request.viewer!, request.body, app.mediaUrls)),
  });

  app.get('/interests', {
    onRequest: requireMember(),
    schema: answering(InterestsReplySchema, { querystring: InterestsQuerySchema }),
    handler: (request) => myInterests(app.db, request.viewer!, request.query, app.mediaUrls),
  });

  app.put('/interests/:id', {
    onRequest: requireMember(),
    schema: answering(InterestReplySchema, { params: Params, body: InterestActionSchema }),
    handler: (request) =>
      respondToInterest(app.db, request.viewer!, request.params.id, request.body.action, app.mediaUrls),
  });

  app.delete('/interests/:id', {
    onRequest: requireMember(),
    schema: answering(InterestReplySchema, { params: Params }),
    handler: (request) => withdrawInterest(app.db, request.viewer!, request.params.id, app.mediaUrls),
  });
};
