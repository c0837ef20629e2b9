import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_MESSAGES, PublicUserReplySchema, UserReplySchema } from '@sangam/shared/profile';
import { MemberContactReplySchema } from '@sangam/shared/privacy';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { requireMember, viewerRef } from '../../plugins/auth.ts';
import { findVisibleMember } from '../directory/directory.service.ts';
import { toMemberView, toPublicView } from '../members/member-view.ts';
import { referralCountsFor } from '../members/members.queries.ts';
import { revealMemberContact } from '../contact-reveals/contact-reveals.service.ts';

const Params = z.object({ userId: z.string().max(64) });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:userId', {
    onRequest: requireMember(),
    schema: {
      tags: ['users'],
      params: Params,
      response: { 200: UserReplySchema, ...errorReplies(401, 403, 404) },
    },
    handler: async (request) => {
      const viewer = viewerRef(request.viewer);
      // The directory's rule: a member it lists opens; one it leaves out is "User not found".
      const row = await findVisibleMember(app.db, request.params.userId, viewer);
      if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
      return { user: toMemberView(row, viewer, await referralCountsFor(app.db, row.id)) };
    },
  });

  // "Show contact" (issue 36): premium members and admins reveal a member's contacts, logged and (premium) capped.
  app.post('/:userId/contact', {
    onRequest: requireMember(),
    schema: {
      tags: ['users'],
      params: Params,
      response: { 200: MemberContactReplySchema, ...errorReplies(401, 403, 404, 429) },
    },
    handler: (request) => revealMemberContact(app.db, request.params.userId, request.viewer!),
  });

  // The Limited View for visitors and link previews: no contacts, no referral data.
  app.get('/:userId/public', {
    schema: { tags: ['users'], params: Params, response: { 200: PublicUserReplySchema, ...errorReplies(404) } },
    handler: async (request) => {
      const row = await findVisibleMember(app.db, request.params.userId, null);
      if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
      return { user: toPublicView(row) };
    },
  });
};
