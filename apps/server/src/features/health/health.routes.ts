import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  uptime: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Polled by every open page every 30-60 s: one trivial query, no auth.
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
    handler: async (_request, reply) => {
      const uptime = Math.round(process.uptime());
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'ok' as const, uptime };
      } catch {
        return reply.status(503).send({ status: 'error', database: 'error', uptime });
      }
    },
  });
};
