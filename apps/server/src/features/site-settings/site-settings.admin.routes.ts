import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@sangam/shared/errors';
import { SiteSettingsReplySchema, SiteSettingsSchema } from '@sangam/shared/site-settings';
import { requireAdmin } from '../../plugins/auth.ts';
import { updateSiteSettings } from './site-settings.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** PUT /api/admin/site-settings: admins only, checked before the body is read. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/', {
    onRequest: requireAdmin(),
    schema: {
      tags: ['admin'],
      body: SiteSettingsSchema,
      response: { 200: SiteSettingsReplySchema, ...errors },
    },
    handler: (request) => updateSiteSettings(app.db, request.viewer!, request.body),
  });
};
