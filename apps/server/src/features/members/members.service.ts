import { effectivePlan } from '@sangam/shared/plans';
import type { Db } from '../../db/dialect.ts';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { notFound } from '../../lib/http-error.ts';
import { toMemberView } from './member-view.ts';
import { memberToShow, referralCountsFor } from './members.queries.ts';

/** A member's own profile as their replies carry it (profile, reactivation, a verified payment). */
export async function ownProfile(db: Db, userId: string) {
  const row = await memberToShow(db, userId);
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return toMemberView(row, { id: row.id, plan: effectivePlan(row) }, await referralCountsFor(db, row.id));
}
