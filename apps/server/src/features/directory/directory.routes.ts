import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DirectoryConfigReplySchema,
  DirectoryConfigSchema,
  DirectoryFiltersReplySchema,
  DirectoryQuerySchema,
  DirectoryReplySchema,
  VisibilityReplySchema,
} from '@sangam/shared/directory';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { paginate } from '@sangam/shared/pagination';
import { nowIso } from '../../lib/time.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireAdmin, requireMember, viewerRef } from '../../plugins/auth.ts';
import { toMemberView } from '../members/member-view.ts';
import { blockingViewer } from '../blocks/blocks.service.ts';
import { setDirectoryConsent } from '../consents/consents.service.ts';
import { directoryCounts, directoryFilters, listDirectory, readConfig } from './directory.queries.ts';
import { saveDirectoryConfig } from './directory.service.ts';

const answering = routeSchemas(['directory'], errorReplies(400, 401, 403));

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    onRequest: requireMember(),
    schema: answering(DirectoryReplySchema, { querystring: DirectoryQuerySchema }),
    handler: async (request) => {
      const viewer = request.viewer!;
      const config = await readConfig(app.db);
      // The admin's directory limit is the most members a viewer can page through, so a page is no larger.
      const limit = Math.min(request.query.limit, config.limit);
      const { page, search, city, occupation } = request.query;
      const ref = viewerRef(viewer);
      // A viewer with blocks gets pages of their own (the viewer is part of the cache key either way).
      const blockedFor = await blockingViewer(app.db, ref);
      const { rows, total, capped } = await listDirectory(
        app.db,
        {
          config,
          // Only the id: the arguments are the cached page's key.
          viewer: { id: viewer.user.id },
          search,
          city,
          occupation,
          dialect: app.dialect,
          ...(blockedFor ? { blockedFor } : {}),
        },
        { limit, offset: (page - 1) * limit },
      );
      return {
        users: rows.map((row) => toMemberView(row, ref)),
        userPlan: viewer.plan,
        pagination: paginate(page, limit, total, capped),
      };
    },
  });

  // The city and occupation choices beside the search (members only, like the directory).
  app.get('/filters', {
    onRequest: requireMember(),
    schema: answering(DirectoryFiltersReplySchema),
    handler: () => directoryFilters(app.db),
  });

  app.post('/toggle-visibility', {
    onRequest: requireMember(),
    schema: answering(VisibilityReplySchema),
    handler: async (request) => {
      const user = request.viewer!.user;
      const isPublic = user.isPublic !== 1;
      // The directory consent on record (issue 36): the same write as Privacy Settings' switch.
      await setDirectoryConsent(app.db, user.id, isPublic, app.config.jwtSecret);
      return {
        isPublic,
        message: isPublic ? DIRECTORY_MESSAGES.visibilityPublic : DIRECTORY_MESSAGES.visibilityHidden,
      };
    },
  });

  app.get('/config', {
    onRequest: requireAdmin(),
    schema: answering(DirectoryConfigReplySchema),
    handler: async () => {
      const config = await readConfig(app.db);
      return { config, counts: await directoryCounts(app.db, config) };
    },
  });

  app.put('/config', {
    onRequest: requireAdmin(),
    schema: answering(DirectoryConfigReplySchema, { body: DirectoryConfigSchema }),
    handler: async (request) => {
      await saveDirectoryConfig(app.db, request.viewer!, request.body, nowIso());
      const config = await readConfig(app.db);
      return { message: DIRECTORY_MESSAGES.configSaved, config, counts: await directoryCounts(app.db, config) };
    },
  });
};
