import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AuthOptionsSchema,
  AuthReplySchema,
  LoginSchema,
  OtpReplySchema,
  OtpRequestSchema,
  RefreshSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@sangam/shared/auth';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { addressKey } from '../../lib/client-address.ts';
import { phoneTaken, throttled, unauthorized } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { countLogin } from '../../lib/metrics.ts';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { findUserByPhone } from '../members/members.queries.ts';
import { AuthService } from './auth.service.ts';
import { otpServiceOf } from './otp.service.ts';

const errors = errorReplies(400, 401, 403, 409, 429);

/** A sign-in counted for the metrics: any refusal (wrong password or code, suspended, not an admin) is a failure. */
async function counted<T>(page: 'member' | 'admin', login: Promise<T>): Promise<T> {
  try {
    const signedIn = await login;
    countLogin('success', page);
    return signedIn;
  } catch (error) {
    countLogin('failure', page);
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const otp = otpServiceOf(app);
  const auth = new AuthService({
    db: app.db,
    tokens: app.tokens,
    counters: app.counters,
    otp,
    phoneVerification: app.config.phoneVerification,
    jwtSecret: app.config.jwtSecret,
  });

  // What the sign-up and sign-in screens must offer: the code step, and whether codes are only in the log.
  app.get('/options', {
    schema: { tags: ['auth'], response: { 200: AuthOptionsSchema } },
    handler: async () => ({ phoneVerification: app.config.phoneVerification, testMode: app.outbox.testMode }),
  });

  // One budget of auth calls per client address across codes, register, login and admin login (0 turns it off),
  // counted before the body is read, in app.counters (shared by every app server when REDIS_URL is set).
  await app.register(async (scope) => {
    const limited = scope.withTypeProvider<ZodTypeProvider>();
    const budget = app.config.authIpLimit;
    if (budget > 0) {
      limited.addHook('onRequest', async (request) => {
        const { count, remainingMs } = await app.counters.hit(
          `auth:ip:${addressKey(request.ip)}`,
          AUTH_LIMITS.windowMs,
        );
        if (count > budget) throw throttled('auth', remainingMs);
      });
    }

    // The same reply for reset and login whether or not the phone has an account: nothing tells who is a member.
    limited.post('/otp', {
      schema: { tags: ['auth'], body: OtpRequestSchema, response: { 202: OtpReplySchema, ...errors } },
      handler: async (request, reply) => {
        const { phoneNumber, purpose, channel } = request.body;
        const account = await findUserByPhone(app.db, phoneNumber);
        if (purpose === 'register' && account) throw phoneTaken();
        const sent = await otp.request({
          phoneNumber,
          purpose,
          ...(channel ? { channel } : {}),
          ip: request.ip,
          language: requestLanguage(request),
          send: purpose === 'register' || (!!account && account.accountStatus !== 'suspended'),
        });
        return reply.status(202).send(sent);
      },
    });
    limited.post('/register', {
      schema: { tags: ['auth'], body: RegisterSchema, response: { 201: AuthReplySchema, ...errors } },
      handler: async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    });
    limited.post('/login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => counted('member', auth.login(request.body, { ip: request.ip })),
    });
    limited.post('/admin-login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => counted('admin', auth.login(request.body, { ip: request.ip, adminOnly: true })),
    });
    limited.post('/reset-password', {
      schema: { tags: ['auth'], body: ResetPasswordSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => auth.resetPassword(request.body),
    });
  });

  app.post('/refresh', {
    schema: { tags: ['auth'], body: RefreshSchema, response: { 200: AuthReplySchema, ...errors } },
    handler: (request) => auth.refresh(request.body.token),
  });

  // Works for any live session, suspended included, so everyone can sign out.
  app.post('/logout', {
    schema: { tags: ['auth'], response: { 200: MessageReplySchema, ...errorReplies(401) } },
    handler: async (request) => {
      if (!request.viewer) throw unauthorized(AUTH_MESSAGES.logoutNotLoggedIn);
      await auth.logout(request.viewer.sessionId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });
};
