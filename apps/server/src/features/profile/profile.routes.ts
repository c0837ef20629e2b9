import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import { requireMember } from '../../plugins/auth.ts';
import {
  DeleteAccountSchema,
  MessageUserReplySchema,
  ProfileUpdateReplySchema,
  ProfileUpdateBodySchema,
  UserReplySchema,
} from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { ownProfile } from '../members/members.service.ts';
import { deactivate, deleteAccount, reactivate } from './profile.service.ts';
import { checkImageDataUrl } from '../media/upload-checks.service.ts';
import { PROFILE_PHOTO, updateProfile } from './profile-update.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';

const errors = errorReplies(401, 403, 404);
const answering = routeSchemas(['profile'], errors);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // A deactivated member still reads their profile, reactivates or deletes; everything else needs active.
  const memberOrDeactivated = requireMember({ allowDeactivated: true });

  app.get('/me', {
    onRequest: memberOrDeactivated,
    schema: answering(UserReplySchema),
    handler: async (request) => ({ user: await ownProfile(app.db, request.viewer!.user.id) }),
  });

  app.put('/me', {
    onRequest: requireMember(),
    // Room for the largest photo the spec allows, plus the text fields.
    bodyLimit: UPLOADS.profileImageEncodedMax + 64 * 1024,
    schema: {
      tags: ['profile'],
      body: ProfileUpdateBodySchema,
      response: { 200: ProfileUpdateReplySchema, ...errorReplies(400, 413), ...errors },
    },
    handler: async (request) =>
      updateProfile(
        app.db,
        request.viewer!,
        request.body,
        await checkImageDataUrl(request, PROFILE_PHOTO, request.body.profileImage),
      ),
  });

  app.put('/deactivate', {
    onRequest: requireMember(),
    schema: answering(MessageUserReplySchema),
    handler: (request) => deactivate(app.db, request.viewer!),
  });

  app.put('/reactivate', {
    onRequest: memberOrDeactivated,
    schema: answering(MessageUserReplySchema),
    handler: (request) => reactivate(app.db, request.viewer!),
  });

  app.delete('/me', {
    onRequest: memberOrDeactivated,
    // A call without a body is missing its password: say so by the field's name.
    preValidation: async (request) => {
      request.body ??= {} as typeof request.body;
    },
    schema: {
      tags: ['profile'],
      body: DeleteAccountSchema,
      response: { 200: MessageReplySchema, ...errorReplies(400, 429), ...errors },
    },
    handler: (request) =>
      deleteAccount(app.db, app.counters, request.viewer!, {
        password: request.body.password,
        deletePosts: request.body.deletePosts === true,
        secret: app.config.jwtSecret,
      }),
  });
};
