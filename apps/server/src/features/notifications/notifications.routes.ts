import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MarkReadSchema,
  NotificationPreferencesSchema,
  NotificationsReplySchema,
  UnreadCountReplySchema,
  UpdateNotificationPreferencesSchema,
} from '@sangam/shared/notifications';
import { errorReplies } from '../../lib/error-replies.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { configureChannels } from './channels.ts';
import { LIST_COUNT_CAP } from './notifications.queries.ts';
import {
  getPreferences,
  listNotifications,
  PAGE_SIZE,
  readNotifications,
  unreadOf,
  updatePreferences,
} from './notifications.service.ts';
import { unreadStream } from './notifications.stream.ts';
import type { SessionLookup } from '../../plugins/auth.ts';
import { RedisBridge } from './unread-signals.ts';

const answering = routeSchemas(['notifications'], errorReplies(400, 401, 403, 404));

const PageQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.ceil(LIST_COUNT_CAP / PAGE_SIZE))
    .optional()
    .default(1),
});

/** The bell: a member's notifications, their unread count (read or pushed live), marking read, channel choices. */
/** `findSession` (the auth feature's, handed in by app.ts) lets a stream end with its session. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ findSession: SessionLookup }> = async (
  app,
  { findSession },
) => {
  configureChannels({ publicUrl: app.config.publicUrl, log: app.log });
  if (app.config.redisUrl) {
    const bridge = new RedisBridge(app.config.redisUrl, undefined, (error) =>
      app.log.warn({ err: error }, 'notification signals: Redis unavailable'),
    );
    app.addHook('onClose', () => bridge.close());
    await bridge.start();
  }

  app.get('/', {
    onRequest: requireMember(),
    schema: answering(NotificationsReplySchema, { querystring: PageQuery }),
    handler: (request) =>
      listNotifications(app.db, request.viewer!.user.id, requestLanguage(request), request.query.page),
  });

  app.get('/unread-count', {
    onRequest: requireMember(),
    schema: answering(UnreadCountReplySchema),
    handler: (request) => unreadOf(app.db, request.viewer!.user.id),
  });

  app.post('/read', {
    onRequest: requireMember(),
    schema: answering(UnreadCountReplySchema, { body: MarkReadSchema }),
    handler: (request) => readNotifications(app.db, request.viewer!.user.id, request.body),
  });

  app.get('/stream', {
    onRequest: [requireMember(), unreadStream(app, findSession)],
    // Not in the OpenAPI document: it cannot describe an endless text/event-stream, and its request-by-request
    // checks (the fuzz of every documented route) would wait forever on one.
    schema: { hide: true, tags: ['notifications'], response: errorReplies(401, 403, 503) },
    // Never reached: the stream is answered in onRequest (notifications.stream.ts says why).
    handler: async () => undefined,
  });

  app.get('/preferences', {
    onRequest: requireMember(),
    schema: answering(NotificationPreferencesSchema),
    handler: (request) => getPreferences(app.db, request.viewer!.user.id, request.viewer!.plan === 'admin'),
  });

  app.put('/preferences', {
    onRequest: requireMember(),
    schema: answering(NotificationPreferencesSchema, { body: UpdateNotificationPreferencesSchema }),
    handler: (request) =>
      updatePreferences(app.db, request.viewer!.user.id, request.body, request.viewer!.plan === 'admin'),
  });
};
