import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';

export const insertCode = (
  db: Db,
  code: { id: string; phoneNumber: string; purpose: string; codeHash: string; createdAt: string; expiresAt: string },
) => db.insertInto('otpCodes').values(code).execute();

/** A new code voids the ones before it. */
export const voidCodes = (db: Db, phoneNumber: string, purpose: string) =>
  db
    .updateTable('otpCodes')
    .set({ usedAt: nowIso() })
    .where('phoneNumber', '=', phoneNumber)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();

/** The newest code of a phone and purpose, used or not (on the (phone, purpose, created_at) index). */
export const newestCode = (db: Db, phoneNumber: string, purpose: string) =>
  db
    .selectFrom('otpCodes')
    .selectAll()
    .where('phoneNumber', '=', phoneNumber)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Counts one try, unless the code is used up or out of tries: answers whether the try may go on. */
export async function countTry(db: Db, id: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('otpCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a code; of two requests racing with the same code only one gets it. */
export async function spendCode(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('otpCodes')
    .set({ usedAt: nowIso() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Codes long past their expiry are of no use to anyone (the session pruning job calls this). */
export const deleteOldCodes = (db: Db, before: string) =>
  db.deleteFrom('otpCodes').where('expiresAt', '<', before).execute();
