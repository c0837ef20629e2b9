import type { Db } from '../../db/dialect.ts';
import type { UserRow } from '../../db/types.ts';

/** The member behind a session that has not ended; one query per authenticated request. */
export const findLiveSession = (db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.userId', '=', userId)
    .where('sessions.expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();

export const insertSession = (db: Db, session: { id: string; userId: string; createdAt: string; expiresAt: string }) =>
  db.insertInto('sessions').values(session).execute();

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

/** Revokes every token of a member: deactivation, password change, deletion. */
export const deleteSessionsOfUser = (db: Db, userId: string) =>
  db.deleteFrom('sessions').where('userId', '=', userId).execute();

export const deleteExpiredSessions = (db: Db) =>
  db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
