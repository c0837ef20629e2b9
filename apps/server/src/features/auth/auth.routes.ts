import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthReplySchema, LoginSchema, RefreshSchema, RegisterSchema } from '@sangam/shared/auth';
import { ApiErrorSchema } from '@sangam/shared/errors';
import { ERROR_TYPES, throttledMessage } from '@sangam/shared/error-types';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { AuthService } from './auth.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService({ db: app.db, tokens: app.tokens });

  // One budget of auth calls per client IP across register, login and admin login (0 turns it off).
  // Registered globally inside this context so the three routes share one store.
  await app.register(async (scope) => {
    const limited = scope.withTypeProvider<ZodTypeProvider>();
    if (app.config.authIpLimit > 0) {
      await limited.register(rateLimit, {
        global: true,
        max: app.config.authIpLimit,
        timeWindow: AUTH_LIMITS.windowMs,
        errorResponseBuilder: () => new HttpError(429, throttledMessage('auth'), ERROR_TYPES.throttled),
      });
    }

    limited.post('/register', {
      schema: { tags: ['auth'], body: RegisterSchema, response: { 201: AuthReplySchema, ...errors } },
      handler: async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    });

    limited.post('/login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => auth.login(request.body),
    });

    limited.post('/admin-login', {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema, ...errors } },
      handler: (request) => auth.login(request.body, { adminOnly: true }),
    });
  });

  app.post('/refresh', {
    schema: { tags: ['auth'], body: RefreshSchema, response: { 200: AuthReplySchema, ...errors } },
    handler: (request) => auth.refresh(request.body.token),
  });

  // Works for any live session, suspended included, so everyone can sign out.
  app.post('/logout', {
    schema: { tags: ['auth'], response: { 200: z.object({ message: z.string() }), 401: ApiErrorSchema } },
    handler: async (request) => {
      if (!request.viewer) throw unauthorized('You are not logged in.');
      await auth.logout(request.viewer.sessionId);
      return { message: 'Logged out' };
    },
  });
};
