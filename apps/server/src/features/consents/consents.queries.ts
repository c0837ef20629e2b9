import type { ConsentPurpose } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';
import type { ConsentsTable } from '../../db/types.ts';
import type { Selectable } from 'kysely';

export type ConsentRow = Selectable<ConsentsTable>;

/** The purposes with one state per member (the matrimonial purpose has one per profile). */
export const MEMBER_PURPOSES = ['terms', 'directory', 'contact_sharing', 'marketing'] as const;
export type MemberPurpose = (typeof MEMBER_PURPOSES)[number];

/** A new grant or withdrawal: every change is a row of its own, the history is kept. */
export const insertConsent = (db: Db, row: ConsentRow) => db.insertInto('consents').values(row).execute();

/** The latest row of one purpose (of one matrimonial profile when subjectId is given), on consents_user_purpose_idx. */
export function latestConsent(db: Db, userId: string, purpose: ConsentPurpose, subjectId?: string) {
  let query = db
    .selectFrom('consents')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (subjectId !== undefined) query = query.where('subjectId', '=', subjectId);
  return query.executeTakeFirst();
}

/** The latest row of each member purpose, one indexed read each. */
export async function latestMemberConsents(db: Db, userId: string): Promise<Map<MemberPurpose, ConsentRow>> {
  const rows = await Promise.all(MEMBER_PURPOSES.map((purpose) => latestConsent(db, userId, purpose)));
  return new Map(rows.flatMap((row) => (row ? [[row.purpose as MemberPurpose, row] as const] : [])));
}

/** The member's own matrimonial profiles (a few: posting limits keep them so), oldest first. */
export const ownMatrimonialProfiles = (db: Db, userId: string) =>
  db
    .selectFrom('matrimonialProfiles')
    .select(['id', 'fullName', 'profileType', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();

/** The latest matrimonial consent row per profile of the member. */
export async function latestMatrimonialConsents(db: Db, userId: string, profileIds: string[]) {
  if (profileIds.length === 0) return new Map<string, ConsentRow>();
  const rows = await db
    .selectFrom('consents')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', 'matrimonial')
    .where('subjectId', 'in', profileIds)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // Ascending: the last row per profile wins.
  return new Map(rows.map((row) => [row.subjectId!, row]));
}

/** Hides a matrimonial profile of the member (consent withdrawn); false when it is not theirs. */
export async function hideOwnMatrimonialProfile(db: Db, userId: string, profileId: string, at: string) {
  const result = await db
    .updateTable('matrimonialProfiles')
    .set({ isVisible: 0, updatedAt: at })
    .where('id', '=', profileId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findOwnMatrimonialProfile = (db: Db, userId: string, profileId: string) =>
  db
    .selectFrom('matrimonialProfiles')
    .select(['id', 'fullName', 'profileType'])
    .where('id', '=', profileId)
    .where('userId', '=', userId)
    .executeTakeFirst();
