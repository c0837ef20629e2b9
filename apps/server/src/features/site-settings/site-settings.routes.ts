import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettingsReplySchema } from '@sangam/shared/site-settings';
import { getSiteSettings } from './site-settings.service.ts';

/** GET /api/site-settings: public, read by the footer, help pages, upgrade page, About and home. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: { tags: ['site-settings'], response: { 200: SiteSettingsReplySchema } },
    handler: () => getSiteSettings(app.db),
  });
};
