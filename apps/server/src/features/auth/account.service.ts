import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import type { ChangePasswordInput } from '@sangam/shared/auth';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import type { Db } from '../../db/dialect.ts';
import type { Counters } from '../../lib/counters.ts';
import { badRequest, throttled } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { ownProfile } from '../members/members.service.ts';
import { passwordHashOf, updateUser } from '../members/members.queries.ts';
import type { OtpService } from './otp.service.ts';
import { refuseShortAdminPassword } from './auth.service.ts';
import { endOtherSessions } from './sessions.queries.ts';

/**
 * A member changes their password knowing the current one: every other session ends (a phone left signed in
 * elsewhere), this one stays. Wrong current passwords are limited like logins.
 */
export async function changePassword(db: Db, counters: Counters, viewer: Viewer, body: ChangePasswordInput) {
  refuseShortAdminPassword(viewer.user, body.newPassword, 'newPassword');
  // Counted before the check, so parallel guesses get no more tries than guesses one after another.
  const failures = `change-password:fail:${viewer.user.id}`;
  const tries = await counters.hit(failures, AUTH_LIMITS.windowMs);
  if (tries.count > AUTH_LIMITS.deleteAccountFailures) throw throttled('change-password', tries.remainingMs);
  const hash = await passwordHashOf(db, viewer.user.id);
  if (!hash || !(await verifyPassword(body.currentPassword, hash))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, { currentPassword: AUTH_MESSAGES.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, viewer.user.id, { passwordHash });
    await endOtherSessions(trx, viewer.user.id, viewer.sessionId);
  });
  await counters.reset(failures);
  return { message: AUTH_MESSAGES.passwordChanged };
}

/** A member who joined before codes existed proves the phone from the profile ("Verify phone"). */
export async function verifyPhone(db: Db, otp: OtpService, viewer: Viewer, code: string) {
  await otp.consume(viewer.user.phoneNumber, 'verify', code);
  await updateUser(db, viewer.user.id, { phoneVerifiedAt: viewer.user.phoneVerifiedAt ?? nowIso() });
  return { message: AUTH_MESSAGES.phoneVerified, user: await ownProfile(db, viewer.user.id) };
}
