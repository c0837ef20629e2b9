import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AdminUserCreateSchema,
  AdminUserReplySchema,
  AdminUsersQuerySchema,
  AdminUsersReplySchema,
  AdminUserUpdateSchema,
  USER_EXPORT_COLUMNS,
  userExportFileName,
} from '@sangam/shared/admin';
import { UPLOADS } from '@sangam/shared/limits';
import { csvStream } from '../../lib/csv.ts';
import { nowIso } from '../../lib/time.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { checkImageDataUrl } from '../media/upload-checks.service.ts';
import { PROFILE_PHOTO } from '../profile/profile-update.service.ts';
import { adminUsersInBatches, listAdminUsers } from './users.admin.queries.ts';
import { createUser, deleteUserAsAdmin, toAdminUserView, updateUserAsAdmin } from './users.admin.service.ts';

/** One member's line of the export, in USER_EXPORT_COLUMNS' order; an expired premium member is free. */
function exportRow(row: Parameters<typeof toAdminUserView>[0]): string[] {
  const user = toAdminUserView(row);
  const plan = user.planType === 'premium' && !user.premiumActive ? 'free' : user.planType;
  return [
    user.name,
    user.phoneNumber,
    user.occupation,
    plan,
    user.accountStatus,
    user.isPublic ? 'Yes' : 'No',
    user.createdAt,
  ];
}

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 409, 413));
const ExportQuery = AdminUsersQuerySchema.omit({ page: true, limit: true });

/** User management. Admins only, checked before anything else on every route. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());
  const bodyLimit = UPLOADS.profileImageEncodedMax + 64 * 1024;

  app.get('/', {
    schema: answering(AdminUsersReplySchema, { querystring: AdminUsersQuerySchema }),
    handler: async (request) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listAdminUsers(app.db, { ...filters, dialect: app.dialect, now: nowIso() }, window),
      );
      return { users: rows.map(toAdminUserView), pagination };
    },
  });

  app.get('/export', {
    // A CSV file, not JSON: no response schema.
    schema: { tags: ['admin'], querystring: ExportQuery },
    handler: async (request, reply) => {
      const batches = adminUsersInBatches(app.db, { ...request.query, dialect: app.dialect, now: nowIso() });
      const csv = csvStream(
        USER_EXPORT_COLUMNS,
        (async function* () {
          for await (const rows of batches) yield rows.map(exportRow);
        })(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(userExportFileName(new Date())))
        .send(csv);
    },
  });

  app.post('/', {
    bodyLimit,
    schema: answering(AdminUserReplySchema, { body: AdminUserCreateSchema }, 201),
    handler: async (request, reply) => {
      const photo = await checkImageDataUrl(request, PROFILE_PHOTO, request.body.profileImage || undefined);
      return reply.status(201).send(await createUser(app.db, request.viewer!, request.body, photo));
    },
  });

  app.put('/:id', {
    bodyLimit,
    schema: answering(AdminUserReplySchema, { params: Params, body: AdminUserUpdateSchema }),
    handler: async (request) => {
      // An empty string removes the photo, as null does.
      const { profileImage } = request.body;
      const photo = await checkImageDataUrl(request, PROFILE_PHOTO, profileImage === '' ? null : profileImage);
      return updateUserAsAdmin(app.db, request.viewer!, request.params.id, request.body, photo);
    },
  });

  app.delete('/:id', {
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => deleteUserAsAdmin(app.db, request.viewer!, request.params.id, app.config.jwtSecret),
  });
};
