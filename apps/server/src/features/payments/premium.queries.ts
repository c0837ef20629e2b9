import type { Db } from '../../db/dialect.ts';
import type { Insertable } from 'kysely';
import type { PremiumGrantsTable } from '../../db/types.ts';

/**
 * Takes the member's row lock for the rest of the transaction (PostgreSQL; SQLite runs one writer at a time), so two
 * grants at once both extend the expiry instead of one overwriting the other.
 */
export const lockUser = (db: Db, userId: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', userId)
    .execute();

/** Inserts a grant unless one with the same key exists; true when this call inserted it. */
export async function insertGrantOnce(db: Db, grant: Insertable<PremiumGrantsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('premiumGrants')
    .values(grant)
    .onConflict((oc) => oc.columns(['userId', 'grantKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const findGrant = (db: Db, userId: string, grantKey: string) =>
  db
    .selectFrom('premiumGrants')
    .selectAll()
    .where('userId', '=', userId)
    .where('grantKey', '=', grantKey)
    .executeTakeFirst();

export const revokeGrant = (db: Db, id: string, at: string) =>
  db.updateTable('premiumGrants').set({ revokedAt: at }).where('id', '=', id).execute();

/** Active members whose premium runs out in (from, to], by expiry then id after `after` (users_premium_expiry_idx). */
export const premiumEndingBetween = (
  db: Db,
  from: string,
  to: string,
  after: { expiresAt: string; id: string } | null,
  limit: number,
) =>
  db
    .selectFrom('users')
    .select(['id', 'premiumExpiresAt'])
    .where('planType', '=', 'premium')
    .where('premiumExpiresAt', '>', from)
    .where('premiumExpiresAt', '<=', to)
    .where('accountStatus', '=', 'active')
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('premiumExpiresAt', '>', after!.expiresAt),
          eb.and([eb('premiumExpiresAt', '=', after!.expiresAt), eb('id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('premiumExpiresAt')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Members whose premium has lapsed but whose plan still says premium (users_premium_expiry_idx). */
export const lapsedPremium = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('users')
    .select(['id', 'premiumExpiresAt', 'accountStatus'])
    .where('planType', '=', 'premium')
    .where('premiumExpiresAt', '<=', now)
    .orderBy('premiumExpiresAt')
    .limit(limit)
    .execute();

/** Ends these members' lapsed premium (the effective plan already treats it as free); the expiry date stays. */
export const endPremiumOf = (db: Db, ids: string[], now: string) =>
  db
    .updateTable('users')
    .set({ planType: 'free', updatedAt: now })
    .where('id', 'in', ids)
    .where('planType', '=', 'premium')
    .where('premiumExpiresAt', '<=', now)
    .execute();
