import type { FastifyInstance } from 'fastify';

/** The notification rows a member has, oldest first, with their values parsed: what a writer's test checks. */
export const notificationsOf = async (app: FastifyInstance, userId: string) =>
  (
    await app.db
      .selectFrom('notifications')
      .select(['kind', 'params', 'link', 'subject', 'actorId'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, params: JSON.parse(row.params) as unknown }));
