import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@sangam/shared/admin';
import { errorReplies } from '../../lib/error-replies.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { dashboard } from './dashboard.service.ts';

/** The admin dashboard: counts come from SQL aggregates, never from loading every row. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', {
    onRequest: requireAdmin(),
    schema: { tags: ['admin'], response: { 200: DashboardSchema, ...errorReplies(401, 403) } },
    handler: () => dashboard(app.db, { backupsScheduled: Boolean(app.config.backups) }),
  });
};
