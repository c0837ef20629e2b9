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

/** Ends lapsed premium (the effective plan already treats it as free); the expiry date stays for the record. */
export async function endLapsedPremium(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ planType: 'free', updatedAt: now })
    .where('planType', '=', 'premium')
    .where('premiumExpiresAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
