import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MediaSignatureSchema, serveMedia } from './media.service.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public files for everyone (cached for good: ids are never reused); protected ones for a bearer token of a
  // viewer who may read them, or a signed URL handed out in an API reply.
  app.get('/:id', {
    schema: {
      tags: ['media'],
      params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
      querystring: MediaSignatureSchema,
    },
    handler: (request, reply) => serveMedia(request, reply, request.params.id, request.query),
  });
};
