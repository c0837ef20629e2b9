import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkMetricsAccess } from './metrics.service.ts';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Prometheus' text format for a scraper, not part of the site's API (left out of /api/docs).
  app.get('/metrics', {
    schema: { hide: true, tags: ['health'] },
    onRequest: async (request) => checkMetricsAccess(app.config, request),
    handler: async (request, reply) => {
      const { registry, scrape } = app.metrics;
      try {
        return reply.type(registry.contentType).send(await scrape());
      } catch (error) {
        // A worker whose primary did not gather in time: a failed scrape, not a bug of ours.
        request.log.warn({ err: error }, 'metrics not gathered');
        return reply
          .status(503)
          .type('text/plain')
          .send(`metrics not gathered: ${(error as Error).message}\n`);
      }
    },
  });
};
