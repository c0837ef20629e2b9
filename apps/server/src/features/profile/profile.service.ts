import type { Db } from '../../db/dialect.ts';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import type { Counters } from '../../lib/counters.ts';
import { badRequest, forbidden, throttled } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { deleteSessionsOfUser } from '../auth/sessions.queries.ts';
import { updateUser, passwordHashOf } from '../members/members.queries.ts';
import { ownProfile } from '../members/members.service.ts';
import { eraseMember } from '../erasure/erasure.service.ts';

/** Deactivation signs the member out everywhere; signing in again offers reactivation. */
export async function deactivate(db: Db, viewer: Viewer) {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, viewer.user.id, { accountStatus: 'deactivated', updatedAt: nowIso() });
    await deleteSessionsOfUser(trx, viewer.user.id);
  });
  return {
    message: PROFILE_MESSAGES.deactivated,
    user: await ownProfile(db, viewer.user.id),
  };
}

export async function reactivate(db: Db, viewer: Viewer) {
  await updateUser(db, viewer.user.id, { accountStatus: 'active', updatedAt: nowIso() });
  return { message: PROFILE_MESSAGES.reactivated, user: await ownProfile(db, viewer.user.id) };
}

/**
 * Permanent: the member's personal data is erased everywhere (features/erasure); their questions, answers and
 * comments stay under "Former member" unless `deletePosts`. The password is asked again, so a token left signed in
 * on a shared phone is not enough; wrong passwords are limited like logins.
 */
export async function deleteAccount(
  db: Db,
  counters: Counters,
  viewer: Viewer,
  { password, deletePosts, secret }: { password: string; deletePosts: boolean; secret: string },
) {
  if (viewer.plan === 'admin') throw forbidden(PROFILE_MESSAGES.adminCannotDelete);
  const failures = `delete-account:fail:${viewer.user.id}`;
  if ((await counters.peek(failures)) >= AUTH_LIMITS.deleteAccountFailures) {
    throw throttled('delete-account', AUTH_LIMITS.windowMs);
  }
  // Read here, not from the session's cached row, which leaves the hash out.
  const hash = await passwordHashOf(db, viewer.user.id);
  if (!hash || !(await verifyPassword(password, hash))) {
    await counters.hit(failures, AUTH_LIMITS.windowMs);
    throw badRequest(PROFILE_MESSAGES.deletePasswordWrong, { password: PROFILE_MESSAGES.deletePasswordWrong });
  }
  await eraseMember(db, { secret, userId: viewer.user.id, deletePosts });
  await counters.reset(failures);
  return { message: PROFILE_MESSAGES.deleted };
}
