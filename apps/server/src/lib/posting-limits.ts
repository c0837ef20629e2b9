import { sql, type Kysely } from 'kysely';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import { POSTING_LIMIT_MESSAGE, POSTING_LIMITS, type PostingKind } from '@sangam/shared/moderation';
import { dialectOf, type Db } from '../db/dialect.ts';
import { HttpError } from './http-error.ts';

// Posting limits (issue 34): per member in the last 24 hours (rolling), at most POSTING_LIMITS of each kind; an
// account younger than 24 hours half of that; admins are exempt. Counted from the (author, created_at) indexes the
// trust-and-safety migration added, reading at most the limit's rows.

export const POSTING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Where each kind's posts are, by their author column. */
const SOURCES = {
  questions: { table: 'questions', author: 'authorId' },
  answers: { table: 'answers', author: 'authorId' },
  comments: { table: 'comments', author: 'userId' },
  listings: { table: 'listings', author: 'ownerId' },
  matrimonial: { table: 'matrimonialProfiles', author: 'userId' },
} as const satisfies Record<PostingKind, { table: string; author: string }>;

/** What the rule reads of the member about to post (a session's user row has it). */
export type Poster = { id: string; createdAt: string; planType: string };

/** The member's limit of `kind` now: null for an admin (no limit); half (rounded down) for an account under a day old. */
export function postingLimitOf(poster: Poster, kind: PostingKind, now = Date.now()): number | null {
  if (poster.planType === 'admin') return null;
  const full = POSTING_LIMITS[kind];
  const young = now - Date.parse(poster.createdAt) < POSTING_WINDOW_MS;
  return young ? Math.floor(full / 2) : full;
}

/** The 429 of a member at the day's limit of `kind`; `retryAfterMs`: until the oldest counted post leaves the day. */
export const postingLimitReached = (kind: PostingKind, retryAfterMs: number) =>
  new HttpError(429, messageWith(POSTING_LIMIT_MESSAGE, { what: kind }), ERROR_TYPES.postingLimit, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Throws the 429 when the member already posted their limit of `kind` in the last 24 hours. Call it inside the
 * transaction that writes the post: on PostgreSQL it first takes a lock of the member's kind for the rest of the
 * transaction, so two posts sent at once are counted one after the other (SQLite's write transactions already
 * are). Outside a transaction it is a plain check (one made before reading an upload, say).
 */
export async function assertWithinPostingLimit(
  db: Db,
  poster: Poster,
  kind: PostingKind,
  now = Date.now(),
): Promise<void> {
  const limit = postingLimitOf(poster, kind, now);
  if (limit === null) return;
  if (db.isTransaction && dialectOf(db as unknown as Kysely<unknown>) === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sangam:posting:${kind}:${poster.id}`}))`.execute(db);
  }
  const { table, author } = SOURCES[kind];
  const since = new Date(now - POSTING_WINDOW_MS).toISOString();
  // Kysely cannot follow a table named by a lookup: the five tables and their author columns are checked above.
  const rows = await db
    .selectFrom(table as 'questions')
    .select('createdAt')
    .where(author as 'authorId', '=', poster.id)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  if (rows.length < limit) return;
  // The limit's newest rows are all within the day: one more may be posted once the oldest of them leaves it.
  const oldest = Date.parse(rows[rows.length - 1]!.createdAt);
  throw postingLimitReached(kind, oldest + POSTING_WINDOW_MS - now);
}
