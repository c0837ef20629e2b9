import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import {
  ReferralInfoSchema,
  ReferralValidationSchema,
  RegenerateCodeReplySchema,
  tierFor,
} from '@sangam/shared/referrals';
import { requireMember } from '../../plugins/auth.ts';
import { referralInfo, regenerateCode } from './referrals.service.ts';
import { z } from 'zod';
import { findUserByReferralCode, referralCountsFor } from '../members/members.queries.ts';
import { errorReplies } from '../../lib/error-replies.ts';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the register page checks a code as it is typed.
  app.get('/validate/:code', {
    schema: {
      tags: ['referrals'],
      params: z.object({ code: z.string().trim().toUpperCase().max(32) }),
      response: { 200: ReferralValidationSchema, 404: ReferralValidationSchema },
    },
    handler: async (request, reply) => {
      const referrer = await findUserByReferralCode(app.db, request.params.code);
      if (!referrer || referrer.accountStatus === 'suspended') {
        return reply.status(404).send({ valid: false, message: AUTH_MESSAGES.referralCodeInvalidShort });
      }
      const counts = await referralCountsFor(app.db, referrer.id);
      return {
        valid: true,
        referrer: { name: referrer.name, tier: tierFor(counts.successful), totalReferrals: counts.successful },
      };
    },
  });

  // Links are built from PUBLIC_URL, never from the Host header a client (or a forged X-Forwarded-Host) sends.
  const origin = app.config.publicUrl;
  const errors = errorReplies(401, 403);

  app.get('/info', {
    onRequest: requireMember(),
    schema: { tags: ['referrals'], response: { 200: ReferralInfoSchema, ...errors } },
    handler: (request) => referralInfo(app.db, request.viewer!, origin),
  });

  app.post('/regenerate-code', {
    onRequest: requireMember(),
    schema: { tags: ['referrals'], response: { 200: RegenerateCodeReplySchema, ...errors } },
    handler: (request) => regenerateCode(app.db, request.viewer!, origin),
  });
};
