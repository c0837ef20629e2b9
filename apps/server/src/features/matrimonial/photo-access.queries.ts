import type { Db } from '../../db/dialect.ts';

/**
 * Of the given profiles, those on the other side of an ACCEPTED interest with the member: sent by one of the
 * member's profiles and accepted, or received by one and accepted by the member. One query for a whole page (each
 * half is read from the interests' pair indexes by profile id), so a list asks once, not once per row.
 */
export async function acceptedFamilyProfiles(db: Db, userId: string, profileIds: readonly string[]) {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('matrimonialInterests')
    .select('toProfileId as profileId')
    .where('toProfileId', 'in', ids)
    .where('fromUserId', '=', userId)
    .where('status', '=', 'accepted')
    .unionAll(
      db
        .selectFrom('matrimonialInterests')
        .select('fromProfileId as profileId')
        .where('fromProfileId', 'in', ids)
        .where('toUserId', '=', userId)
        .where('status', '=', 'accepted'),
    )
    .execute();
  return new Set(rows.map((row) => row.profileId));
}
