import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { Database } from '../../db/types.ts';
import { cachedRead } from '../../lib/cache.ts';

// Blocks between members (issue 34). Every other feature may import this file: it imports no feature, so no
// feature cycle can pass through it. Admins are never affected by blocks; the callers leave them out (a viewer who
// is an admin skips these checks, and notify's check lets an admin's notices through).

/** Adds the block; blocking someone already blocked keeps the first block (and its time). */
export const insertBlock = (db: Db, blockerId: string, blockedId: string, createdAt: string) =>
  db
    .insertInto('blocks')
    .values({ blockerId, blockedId, createdAt })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .execute();

export const deleteBlock = (db: Db, blockerId: string, blockedId: string) =>
  db.deleteFrom('blocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).execute();

/** The block with the blocked member's summary (primary key). */
export const findBlock = (db: Db, blockerId: string, blockedId: string) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blockedId')
    .select(['users.id', 'users.name', 'users.profileImageId', 'blocks.createdAt'])
    .where('blocks.blockerId', '=', blockerId)
    .where('blocks.blockedId', '=', blockedId)
    .executeTakeFirst();

/** How many members one member blocks, counted up to `cap` + 1 (the primary key's prefix). */
export async function countBlocks(db: Db, blockerId: string, cap: number): Promise<number> {
  const rows = await db
    .selectFrom('blocks')
    .select('blockedId')
    .where('blockerId', '=', blockerId)
    .limit(cap + 1)
    .execute();
  return rows.length;
}

/** One page of the members one member blocks, newest first (blocks_newest_idx). */
export const listBlocks = (db: Db, blockerId: string, page: { limit: number; offset: number }) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blockedId')
    .select(['users.id', 'users.name', 'users.profileImageId', 'blocks.createdAt'])
    .where('blocks.blockerId', '=', blockerId)
    .orderBy('blocks.createdAt', 'desc')
    .orderBy('blocks.blockedId', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/**
 * Whether either member blocked the other (the primary key both ways). Also what the matrimonial "interest"
 * requests of a later issue check before one member's request reaches the other.
 */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  // Most members block no one and no one blocks them: their kept answer saves a query on every profile they open.
  if (!(await hasBlocks(db, a))) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blockerId')
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]),
        eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the member blocked anyone or is blocked by anyone: one probe of each index (the primary key's prefix
 * and blocks_blocked_idx). Lists ask it first, so a member without blocks keeps the shared cached pages. Kept
 * until blocks change (they are in the members' scope; a member's profile edit keeps it): every list request of
 * the member asks it.
 */
export const hasBlocks = (db: Db, userId: string): Promise<boolean> =>
  cachedRead(
    db,
    'has blocks',
    userId,
    ['members'],
    async () => {
      const [blocking, blocked] = await Promise.all([
        db.selectFrom('blocks').select('blockedId').where('blockerId', '=', userId).limit(1).executeTakeFirst(),
        db.selectFrom('blocks').select('blockerId').where('blockedId', '=', userId).limit(1).executeTakeFirst(),
      ]);
      return blocking !== undefined || blocked !== undefined;
    },
    () => ({ ids: [] }),
  );

/** Of these members, the ones `blockerId` blocked (only that direction): their content is collapsed for them. */
export async function blockedAmong(db: Db, blockerId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)].filter((id) => id !== blockerId);
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select('blockedId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', 'in', unique)
    .execute();
  return new Set(rows.map((row) => row.blockedId));
}

/**
 * A where-clause for lists: the member in `userColumn` (a column reference such as 'users.id' or
 * 'matrimonialProfiles.userId') and the viewer have not blocked each other. Two NOT EXISTS probes per row, one
 * on the primary key (blocker_id, blocked_id) and one on blocks_blocked_idx (blocked_id, blocker_id), so a list
 * stays on its own index at a million rows: `query.where(notBlockedWith(viewerId, 'users.id'))`.
 */
export const notBlockedWith =
  (viewerId: string, userColumn: string) =>
  <DB, TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const eb = outer as unknown as ExpressionBuilder<Database, 'blocks'>;
    const member = sql.ref<string>(userColumn);
    return eb.and([
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks')
            .select('blocks.blockerId')
            .where('blocks.blockerId', '=', viewerId)
            .where('blocks.blockedId', '=', member),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks')
            .select('blocks.blockerId')
            .where('blocks.blockedId', '=', viewerId)
            .where('blocks.blockerId', '=', member),
        ),
      ),
    ]);
  };

/**
 * Whether nothing may pass between the two (notifications): blocked either way, and neither of them an admin
 * (an admin's notices reach a member who blocked them, and members' reports reach admins).
 */
export async function blockedBetweenMembers(db: Db, a: string, b: string): Promise<boolean> {
  if (!(await isBlockedEitherWay(db, a, b))) return false;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [a, b])
    .where('planType', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return admin === undefined;
}
