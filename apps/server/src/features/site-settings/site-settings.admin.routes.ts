import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettingsReplySchema, SiteSettingsSchema } from '@sangam/shared/site-settings';
import { requireAdmin } from '../../plugins/auth.ts';
import { updateSiteSettings } from './site-settings.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403));

/** PUT /api/admin/site-settings: admins only, checked before the body is read. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/', {
    onRequest: requireAdmin(),
    schema: answering(SiteSettingsReplySchema, { body: SiteSettingsSchema }),
    handler: (request) => updateSiteSettings(app.db, request.viewer!, request.body),
  });
};
