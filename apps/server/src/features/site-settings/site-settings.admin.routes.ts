import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSiteSettingsReplySchema, AdminSiteSettingsSchema } from '@sangam/shared/site-settings';
import { requireAdmin } from '../../plugins/auth.ts';
import { getAdminSiteSettings, updateSiteSettings } from './site-settings.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403));

/**
 * GET and PUT /api/admin/site-settings: admins only, checked before the body is read. Admins also see and choose
 * which notification kinds may go out by WhatsApp/SMS.
 */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    onRequest: requireAdmin(),
    schema: answering(AdminSiteSettingsReplySchema),
    handler: () => getAdminSiteSettings(app.db),
  });

  app.put('/', {
    onRequest: requireAdmin(),
    schema: answering(AdminSiteSettingsReplySchema, { body: AdminSiteSettingsSchema }),
    handler: (request) => updateSiteSettings(app.db, request.viewer!, request.body),
  });
};
