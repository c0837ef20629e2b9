import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_TYPES } from '@sangam/shared/error-types';

import { BUSY_MESSAGE } from '../lib/http-error.ts';

export { BUSY_MESSAGE };

/**
 * Caps the requests one process works on at once (MAX_IN_FLIGHT): past it a request is answered 503 at once
 * rather than queued behind hundreds of others, so latency stays bounded and a balancer can retry elsewhere.
 * The health check is never refused, so a busy server is not taken for a dead one.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.maxInFlight;
  if (!max) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api/health') return;
    if (inFlight >= max) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: BUSY_MESSAGE, type: ERROR_TYPES.unavailable });
    }
    inFlight++;
    reply.raw.once('close', () => inFlight--);
  });
});
