import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPublicKeyReplySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionSchema,
  PushSubscriptionsReplySchema,
} from '@sangam/shared/push';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { listSubscriptions, subscribe, unsubscribe } from './push.service.ts';

const answering = routeSchemas(['push'], errorReplies(401, 403));

/** Web Push (issue 37): the key browsers subscribe with, and a member's browsers with push on. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/public-key', {
    schema: { tags: ['push'], response: { 200: PushPublicKeyReplySchema } },
    handler: async () => ({ publicKey: app.config.push.publicKey }),
  });

  app.get('/subscriptions', {
    onRequest: requireMember(),
    schema: answering(PushSubscriptionsReplySchema),
    handler: (request) => listSubscriptions(app.db, request.viewer!.user.id),
  });

  app.post('/subscriptions', {
    onRequest: requireMember(),
    schema: {
      tags: ['push'],
      body: PushSubscriptionInputSchema,
      response: { 200: PushSubscriptionSchema, 201: PushSubscriptionSchema, ...errorReplies(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { created, subscription } = await subscribe(app.db, {
        userId: request.viewer!.user.id,
        sessionId: request.viewer!.sessionId,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? '',
        allowLocalTestService: app.config.push.allowLocalTestService,
      });
      return reply.status(created ? 201 : 200).send(subscription);
    },
  });

  app.delete('/subscriptions/:id', {
    onRequest: requireMember(),
    schema: {
      tags: ['push'],
      params: IdParams,
      response: { 204: z.null().describe('Push is off in that browser'), ...errorReplies(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await unsubscribe(app.db, request.viewer!.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
