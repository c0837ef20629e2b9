import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequestContext } from '../lib/request-context.ts';

/**
 * Each request's handler runs with the client's address (request.ip, which follows TRUST_PROXY) in an
 * AsyncLocalStorage store, so the audit log records it without every service passing it down. The store is
 * entered in preHandler, once the body is read: a body arrives in the socket's own async context, which would
 * have lost a store entered earlier.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => runInRequestContext({ address: request.ip }, done));
});
