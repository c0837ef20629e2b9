import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockReplySchema, BlocksReplySchema, REPORT_LIMITS } from '@sangam/shared/moderation';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import { pageParam } from '@sangam/shared/query-parts';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { BLOCKS_PAGE_SIZE, blockMember, blockedMembers, unblockMember } from './blocks.service.ts';

const answering = routeSchemas(['blocks'], errorReplies(400, 401, 403, 404, 409));
const Params = z.object({ userId: z.string().min(1).max(64) });
const Query = z.object({ page: pageParam(Math.ceil(REPORT_LIMITS.blocksMax / BLOCKS_PAGE_SIZE)) });

/** A member's blocks (issue 34): block, unblock, and the list of members they blocked. Members only. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember());

  app.get('/', {
    schema: answering(BlocksReplySchema, { querystring: Query }),
    handler: (request) => blockedMembers(app.db, request.viewer!.user.id, request.query.page),
  });

  app.post('/:userId', {
    schema: answering(BlockReplySchema, { params: Params }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await blockMember(app.db, request.viewer!.user.id, request.params.userId)),
  });

  app.delete('/:userId', {
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => unblockMember(app.db, request.viewer!.user.id, request.params.userId),
  });
};
