import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import { AuthReplySchema, LoginSchema, RefreshSchema, RegisterSchema } from '@sangam/shared/auth';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { addressKey } from '../../lib/client-address.ts';
import { throttled, unauthorized } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { AuthService } from './auth.service.ts';

const errors = errorReplies(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService({ db: app.db, tokens: app.tokens, counters: app.counters });

  // One budget of auth calls per client address across register, login and admin login (0 turns it off),
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

    limited.post('/register', {
      schema: { tags: ['auth'], body: RegisterSchema, response: { 201: AuthReplySchema, ...errors } },
      handler: async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    });

    limited.post('/login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => auth.login(request.body, { ip: request.ip }),
    });

    limited.post('/admin-login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => auth.login(request.body, { ip: request.ip, adminOnly: true }),
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
