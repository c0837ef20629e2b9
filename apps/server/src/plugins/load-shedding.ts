import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_TYPES } from '@sangam/shared/error-types';

import { BUSY_MESSAGE } from '../lib/http-error.ts';
import { expectsBody } from './body-timeout.ts';

export { BUSY_MESSAGE };

declare module 'fastify' {
  interface FastifyInstance {
    /** True while every MAX_IN_FLIGHT slot is taken: new requests are being refused (the health check says so). */
    atCapacity: () => boolean;
  }
}

/**
 * Caps the requests one process works on at once (MAX_IN_FLIGHT): past it a request is answered 503 at once
 * rather than queued behind hundreds of others, so latency stays bounded and a balancer can retry elsewhere.
 * A request counts once its body has arrived (a client sending a body slowly holds no slot: the body timeout
 * ends it); an upload, whose handler reads the body as it streams in, counts from the body's end and is not
 * refused. The health check and the metrics are never refused; the health check reports a process at capacity as
 * unavailable.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.maxInFlight;
  let inFlight = 0;
  app.decorate('atCapacity', () => max > 0 && inFlight >= max);
  if (!max) return;
  app.addHook('preHandler', async (request, reply) => {
    // Neither takes a slot: an overloaded process is when its health and metrics matter most.
    if (request.url === '/api/health' || request.url === '/api/metrics') return;
    const take = () => {
      if (reply.raw.closed) return; // answered before the body ended
      inFlight++;
      reply.raw.once('close', () => inFlight--);
    };
    const raw = request.raw;
    if (expectsBody(raw) && !raw.complete && !raw.readableEnded) {
      raw.once('end', take);
      return;
    }
    if (inFlight >= max) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: BUSY_MESSAGE, type: ERROR_TYPES.unavailable });
    }
    take();
  });
});
