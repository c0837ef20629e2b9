import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  /** 'busy': every MAX_IN_FLIGHT slot is taken, so this process is refusing requests right now. */
  requests: z.enum(['ok', 'busy']),
  uptime: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Polled by every open page every 30-60 s and by balancers: one trivial query, no auth. It answers 503 when
  // this process cannot serve (database down, or refusing requests at capacity), so a balancer sends elsewhere.
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
    handler: async (_request, reply) => {
      const uptime = Math.round(process.uptime());
      const requests = app.atCapacity() ? ('busy' as const) : ('ok' as const);
      let database: 'ok' | 'error' = 'ok';
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        database = 'error';
      }
      const status = database === 'ok' && requests === 'ok' ? ('ok' as const) : ('error' as const);
      return reply.status(status === 'ok' ? 200 : 503).send({ status, database, requests, uptime });
    },
  });
};
