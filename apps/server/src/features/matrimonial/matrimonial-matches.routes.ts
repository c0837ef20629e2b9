import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MatrimonialListReplySchema } from '@sangam/shared/matrimonial';
import { MatchesQuerySchema } from '@sangam/shared/matrimonial-matches';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { matchesFor } from './matrimonial-matches.service.ts';
import { withShortlisted } from './shortlist.service.ts';

const answering = routeSchemas(['matrimonial'], errorReplies(400, 401, 403, 404));

/** Matches for you (issue 35): profiles inside the partner preferences of one of the member's own approved profiles. */
export const matrimonialMatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/matches', {
    onRequest: requireMember(),
    schema: answering(MatrimonialListReplySchema, { querystring: MatchesQuerySchema }),
    handler: async (request) => {
      const reply = await matchesFor(app.db, request.query, request.viewer!, app.mediaUrls);
      // As the list: the heart on each card.
      await withShortlisted(app.db, request.viewer, reply.profiles);
      return reply;
    },
  });
};
