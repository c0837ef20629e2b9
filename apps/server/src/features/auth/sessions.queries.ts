import type { Db } from '../../db/dialect.ts';
import { cachedRead } from '../../lib/cache.ts';
import { ADMIN_SESSION_TTL_MS } from '../../lib/tokens.ts';
import { MEMBER_COLUMNS, type MemberRow } from '../members/members.queries.ts';

/**
 * The member behind a session that has not ended, read on every authenticated request. An admin's session
 * ends 12 hours after sign-in, also when the member became an admin during a longer session. The two rows are
 * kept until the database changes, sessions included (lib/cache.ts), so a sign-out, a suspension or a plan change
 * anywhere shows at the next request (a sign-in moves nothing); the times are checked on every call.
 */
export async function findLiveSession(db: Db, sessionId: string, userId: string): Promise<MemberRow | undefined> {
  const found =
    (await cachedRead(
      db,
      'session',
      `${sessionId}\0${userId}`,
      ['members', 'sessions'],
      () => readSession(db, sessionId, userId),
      // Another member's edit keeps it.
      () => ({ ids: [userId] }),
    )) ??
    // A new session's row moves no counter (db/change-stamps.ts), so "no such session" may have been kept from
    // before its row was written: it is asked again (only tokens of ended sessions pay for it).
    (await readSession(db, sessionId, userId));
  if (!found) return undefined;
  const now = Date.now();
  if (found.expiresMs <= now) return undefined;
  if (found.user.planType === 'admin' && found.createdMs <= now - ADMIN_SESSION_TTL_MS) return undefined;
  // Frozen (readSession): the cached row is shared by the requests of this session, which only read it.
  return found.user;
}

/**
 * Two lookups by primary key: SQLite reads the joined form of this about three times slower. The times are
 * parsed here, once per read, rather than compared as text on every request. The member without the password
 * hash: a cache shared by every request of a session should not hold it (the few checks that need it read it).
 */
async function readSession(db: Db, sessionId: string, userId: string) {
  const session = await db
    .selectFrom('sessions')
    .select(['createdAt', 'expiresAt'])
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  return (
    user && {
      createdMs: Date.parse(session.createdAt),
      expiresMs: Date.parse(session.expiresAt),
      user: Object.freeze(user),
    }
  );
}

/** When a session began and when it ends: a refresh carries both over to the new session. */
export const findSessionTimes = (db: Db, id: string) =>
  db.selectFrom('sessions').select(['createdAt', 'expiresAt']).where('id', '=', id).executeTakeFirst();

export const insertSession = (db: Db, session: { id: string; userId: string; createdAt: string; expiresAt: string }) =>
  db.insertInto('sessions').values(session).execute();

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

/** Revokes every token of a member: deactivation, password change, deletion. */
export const deleteSessionsOfUser = (db: Db, userId: string) =>
  db.deleteFrom('sessions').where('userId', '=', userId).execute();

/** A password change ends the member's sessions on other phones; the one that changed it stays. */
export const endOtherSessions = (db: Db, userId: string, keepSessionId: string) =>
  db.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', keepSessionId).execute();

export const deleteExpiredSessions = (db: Db) =>
  db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
