import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  SuccessStoriesQuerySchema,
  SuccessStoriesReplySchema,
  SuccessStoryFieldsSchema,
  SuccessStorySavedReplySchema,
} from '@sangam/shared/matrimonial-success-stories';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseUploadFields, readUpload } from '../media/media-upload.service.ts';
import {
  SUCCESS_STORY_UPLOADS,
  createSuccessStory,
  editSuccessStory,
  removeSuccessStory,
  successStoriesPage,
} from './success-stories.service.ts';

/** GET /api/matrimonial/success-stories: the published stories, newest first, for everyone (visitors too). */
export const successStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const answering = routeSchemas(['matrimonial'], errorReplies(400, 429));
  app.get('/', {
    schema: answering(SuccessStoriesReplySchema, { querystring: SuccessStoriesQuerySchema }),
    handler: (request) => successStoriesPage(app.db, request.query),
  });
};

/** Publishing, editing and deleting stories: admins only, checked before a body is read; each writes an audit row. */
export const successStoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 413, 429));
  app.addHook('onRequest', requireAdmin());

  app.post('/', {
    schema: answering(SuccessStorySavedReplySchema, { consumes: ['multipart/form-data'] }, 201),
    handler: async (request, reply) => {
      const { fields, files } = await readUpload(request, SUCCESS_STORY_UPLOADS);
      const body = parseUploadFields(SuccessStoryFieldsSchema, fields);
      return reply.status(201).send(await createSuccessStory(app.db, request.viewer!, body, files));
    },
  });

  app.put('/:id', {
    schema: answering(SuccessStorySavedReplySchema, { consumes: ['multipart/form-data'], params: IdParams }),
    handler: async (request) => {
      const { fields, files } = await readUpload(request, SUCCESS_STORY_UPLOADS);
      const body = parseUploadFields(SuccessStoryFieldsSchema, fields);
      return editSuccessStory(app.db, request.params.id, request.viewer!, body, files);
    },
  });

  app.delete('/:id', {
    schema: answering(MessageReplySchema, { params: IdParams }),
    handler: (request) => removeSuccessStory(app.db, request.params.id, request.viewer!),
  });
};
