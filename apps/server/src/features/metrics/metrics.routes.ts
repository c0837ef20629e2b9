import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkMetricsAccess } from './metrics.service.ts';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Prometheus' text format for a scraper, not part of the site's API (left out of /api/docs).
  app.get('/metrics', {
    schema: { hide: true, tags: ['health'] },
    onRequest: async (request) => checkMetricsAccess(app.config, request),
    handler: async (_request, reply) => {
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
};
