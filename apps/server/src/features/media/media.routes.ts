import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { findMedia } from './media.queries.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Media ids are never reused (a new upload is a new id), so replies can be cached for good.
  app.get('/:id', {
    schema: { tags: ['media'], params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }) },
    handler: async (request, reply) => {
      const media = await findMedia(app.db, request.params.id);
      if (!media) throw notFound('Image not found');
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(media.bytes));
    },
  });
};
