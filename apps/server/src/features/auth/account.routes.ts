import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordSchema, OtpReplySchema, VerifyPhoneCodeSchema, VerifyPhoneSchema } from '@sangam/shared/auth';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import { MessageUserReplySchema } from '@sangam/shared/profile';
import { errorReplies } from '../../lib/error-replies.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { requireMember } from '../../plugins/auth.ts';
import { changePassword, verifyPhone } from './account.service.ts';
import { otpServiceOf } from './otp.service.ts';

const errors = errorReplies(400, 401, 403, 429);

/** The signed-in member's password and phone (under /api/profile, beside the profile's own routes). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const otp = otpServiceOf(app);

  app.put('/password', {
    onRequest: requireMember(),
    schema: { tags: ['profile'], body: ChangePasswordSchema, response: { 200: MessageReplySchema, ...errors } },
    handler: (request) => changePassword(app.db, app.counters, request.viewer!, request.body),
  });

  app.post('/verify-phone/otp', {
    onRequest: requireMember(),
    // A call without a body asks for the server's channel.
    preValidation: async (request) => {
      request.body ??= {} as typeof request.body;
    },
    schema: { tags: ['profile'], body: VerifyPhoneCodeSchema, response: { 202: OtpReplySchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(202).send(
        await otp.request({
          phoneNumber: request.viewer!.user.phoneNumber,
          purpose: 'verify',
          ...(request.body.channel ? { channel: request.body.channel } : {}),
          ip: request.ip,
          language: requestLanguage(request),
          send: true,
        }),
      ),
  });

  app.post('/verify-phone', {
    onRequest: requireMember(),
    schema: { tags: ['profile'], body: VerifyPhoneSchema, response: { 200: MessageUserReplySchema, ...errors } },
    handler: (request) => verifyPhone(app.db, otp, request.viewer!, request.body.otp),
  });
};
