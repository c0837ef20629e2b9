import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { forgetMemberChanges } from '../../db/member-changes.ts';
import {
  USER_FORM_MESSAGES,
  type AdminUser,
  type AdminUserCreateSchema,
  type AdminUserUpdateSchema,
} from '@sangam/shared/admin';
import { ACCOUNT } from '@sangam/shared/limits';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import type { UserUpdate } from '../../db/types.ts';
import { badRequest, forbidden, notFound, phoneTaken } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { hashPassword } from '../../lib/password.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { CHANGED } from '../audit/audit.service.ts';
import { eraseMemberIn } from '../erasure/erasure.service.ts';
import { deleteSessionsOfUser } from '../auth/sessions.queries.ts';
import type { UploadedFile } from '../media/upload-checks.service.ts';
import { grantPremium } from '../payments/premium.service.ts';
import { replaceProfilePhoto } from '../profile/profile-update.service.ts';
import { effectivePlan } from '@sangam/shared/plans';
import { uniqueReferralCode } from '../members/referral-code.service.ts';
import {
  deleteUser,
  findUserById,
  findUserByPhone,
  insertUser,
  updateUser,
  type MemberRow,
} from '../members/members.queries.ts';

const KEEPS_VALUES = new Set(['plan', 'status', 'public']);
/** Members' personal values: the audit row says they changed, never what they were or became. */
const PERSONAL = new Set(['phone', 'email']);

/** Admins see every field of a member except the password. */
export function toAdminUserView(row: MemberRow): AdminUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    occupation: row.occupation,
    planType: row.planType,
    premiumExpiresAt: row.premiumExpiresAt,
    premiumActive: effectivePlan(row) === 'premium',
    accountStatus: row.accountStatus,
    isPublic: row.isPublic === 1,
    profileImage: mediaUrl(row.profileImageId),
    createdAt: row.createdAt,
  };
}

const actorOf = (viewer: Viewer) => ({ id: viewer.user.id, name: viewer.user.name });

/** An admin account opens every member's contacts: its password must be longer than a member's. */
function refuseShortAdminPassword(planType: string | undefined, password: string | undefined) {
  if (planType === 'admin' && password && password.length < ACCOUNT.adminPasswordMin) {
    throw badRequest(USER_FORM_MESSAGES.adminPasswordMin, { password: USER_FORM_MESSAGES.adminPasswordMin });
  }
}

async function refuseTakenPhone(db: Db, phoneNumber: string, exceptId?: string) {
  const holder = await findUserByPhone(db, phoneNumber);
  if (holder && holder.id !== exceptId) throw phoneTaken();
}

/** `photo` is the checked `profileImage`; it belongs to the new member (not the admin), like any photo of theirs. */
export async function createUser(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof AdminUserCreateSchema>,
  photo: UploadedFile | null | undefined,
) {
  refuseShortAdminPassword(body.planType, body.password);
  await refuseTakenPhone(db, body.phoneNumber);
  const id = newId();
  const now = nowIso();
  const planType = body.planType ?? 'free';
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        id,
        name: body.name,
        phoneNumber: body.phoneNumber,
        email: body.email || null,
        occupation: body.occupation || 'Community member',
        profession: body.occupation ?? '',
        profileImageId: photo?.id ?? null,
        // Premium comes from grantPremium below, like every other grant.
        planType: planType === 'premium' ? 'free' : planType,
        premiumExpiresAt: null,
        accountStatus: body.accountStatus ?? 'active',
        isPublic: body.isPublic === false ? 0 : 1,
        referralCode: await uniqueReferralCode(trx),
        referredById: null,
        passwordHash: await hashPassword(body.password),
        createdAt: now,
        updatedAt: now,
      });
      await replaceProfilePhoto(trx, { id, profileImageId: null }, photo ?? null);
      if (planType === 'premium') await grantPremium(trx, id, { key: `admin:${newId()}`, at: now });
      await recordAudit(trx, {
        actor: actorOf(viewer),
        action: 'user.create',
        target: { id, name: body.name },
        subjectType: 'user',
        changes: {
          name: [null, body.name],
          planType: [null, planType],
          accountStatus: [null, body.accountStatus ?? 'active'],
          isPublic: [null, body.isPublic !== false],
          phoneNumber: [null, CHANGED],
          ...(body.email ? { email: [null, CHANGED] } : {}),
        },
        details: `plan ${planType}`,
      });
      return planType === 'premium' ? (await findUserById(trx, id))! : created;
    });
    return { message: USER_FORM_MESSAGES.created, user: toAdminUserView(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

export async function updateUserAsAdmin(
  db: Db,
  viewer: Viewer,
  id: string,
  body: z.output<typeof AdminUserUpdateSchema>,
  photo: UploadedFile | null | undefined,
) {
  const before = id === FORMER_MEMBER_ID ? undefined : await findUserById(db, id);
  if (!before) throw notFound(PROFILE_MESSAGES.userNotFound);
  const own = id === viewer.user.id;
  const changesPlan = body.planType !== undefined && body.planType !== before.planType;
  const changesStatus = body.accountStatus !== undefined && body.accountStatus !== before.accountStatus;
  // An admin who demoted or suspended themselves could lock everyone out.
  if (own && (changesPlan || changesStatus)) throw forbidden(USER_FORM_MESSAGES.ownPlanOrStatus);
  refuseShortAdminPassword(body.planType ?? before.planType, body.password);
  if (body.phoneNumber && body.phoneNumber !== before.phoneNumber) await refuseTakenPhone(db, body.phoneNumber, id);

  const now = nowIso();
  const patch: UserUpdate = { updatedAt: now };
  const changes: string[] = [];
  const diff: Record<string, [unknown, unknown]> = {};
  // The audit log says which field changed; members' personal values never go into it (it is kept for good).
  // Plan, status and visibility are the admin decisions the log is for, so those keep their values.
  const set = <K extends keyof UserUpdate>(key: K, value: UserUpdate[K], label: string, from: unknown) => {
    if (value === undefined || value === from) return;
    patch[key] = value;
    changes.push(KEEPS_VALUES.has(label) ? `${label}: ${String(from)} → ${String(value)}` : `${label} changed`);
    diff[key] = PERSONAL.has(label) ? [CHANGED, CHANGED] : [from, value];
  };
  set('name', body.name, 'name', before.name);
  set('phoneNumber', body.phoneNumber, 'phone', before.phoneNumber);
  // A number typed by an admin is not proven by its owner: "Verified" waits for a code to the new number.
  if (patch.phoneNumber !== undefined) patch.phoneVerifiedAt = null;
  set('occupation', body.occupation, 'occupation', before.occupation);
  set('email', body.email === undefined ? undefined : body.email || null, 'email', before.email);
  set('accountStatus', body.accountStatus, 'status', before.accountStatus);
  // A status an admin sets here holds until changed: a suspension for some days (moderation queue) ends with it.
  if (patch.accountStatus !== undefined) patch.suspendedUntil = null;
  if (body.isPublic !== undefined) set('isPublic', Number(body.isPublic), 'public', before.isPublic);
  if (
    body.planType !== undefined &&
    (changesPlan || (body.planType === 'premium' && effectivePlan(before) !== 'premium'))
  ) {
    // Premium is granted by grantPremium (a year from today; a running year is kept); other plans are set.
    // (grantPremium never touches admins, so an admin made premium is first made a plain member.)
    if (body.planType !== 'premium' || before.planType === 'admin') {
      patch.planType = body.planType === 'premium' ? 'free' : body.planType;
      patch.premiumExpiresAt = null;
    }
    changes.push(`plan: ${effectivePlan(before)} → ${body.planType}`);
    diff.planType = [effectivePlan(before), body.planType];
  }
  if (body.password) {
    patch.passwordHash = await hashPassword(body.password);
    changes.push('password reset');
    diff.password = [CHANGED, CHANGED];
  }
  if (photo !== undefined) {
    changes.push(photo ? 'photo changed' : 'photo removed');
    diff.profileImage = [CHANGED, CHANGED];
  }

  const after = await db.transaction().execute(async (trx) => {
    if (photo !== undefined) patch.profileImageId = await replaceProfilePhoto(trx, before, photo);
    let row = await updateUser(trx, id, patch);
    if (body.planType === 'premium' && effectivePlan(before) !== 'premium') {
      await grantPremium(trx, id, { key: `admin:${newId()}`, at: now });
      row = await findUserById(trx, id);
    }
    // A new password or a deactivation signs the member out everywhere (suspension blocks every call anyway).
    if (body.password || patch.accountStatus === 'deactivated') await deleteSessionsOfUser(trx, id);
    if (changes.length) {
      await recordAudit(trx, {
        actor: actorOf(viewer),
        action: 'user.update',
        target: { id, name: row!.name },
        subjectType: 'user',
        changes: diff,
        details: changes.join('; '),
      });
    }
    return row!;
  });
  return { message: USER_FORM_MESSAGES.updated, user: toAdminUserView(after) };
}

/**
 * An admin's delete of a member erases them as their own account deletion would (features/erasure): nothing of them
 * stays in submissions, payments, notifications or the audit log, their files go, and a restored backup erases them
 * again. Their posts go with them. Another admin's account is deleted without erasure, as an admin cannot erase
 * their own either: what they did as an admin (the audit rows they acted in, members' notifications of their
 * decisions) stays on record under their name. The audit row of the delete keeps the name deleted.
 */
export async function deleteUserAsAdmin(db: Db, viewer: Viewer, id: string, secret: string) {
  if (id === viewer.user.id) throw forbidden(USER_FORM_MESSAGES.ownAccountDelete);
  const target = id === FORMER_MEMBER_ID ? undefined : await findUserById(db, id);
  if (!target) throw notFound(PROFILE_MESSAGES.userNotFound);
  await db.transaction().execute(async (trx) => {
    // Another admin's delete of the same member may have come first.
    const deleted =
      target.planType === 'admin'
        ? await deleteAdminAccount(trx, id)
        : await eraseMemberIn(trx, { secret, userId: id, deletePosts: true });
    if (!deleted) throw notFound(PROFILE_MESSAGES.userNotFound);
    await recordAudit(trx, {
      actor: actorOf(viewer),
      action: 'user.delete',
      target: { id, name: target.name },
      subjectType: 'user',
    });
  });
  return { message: USER_FORM_MESSAGES.deleted };
}

/** Another admin's account: their row, and their searched texts in the members' change log. */
async function deleteAdminAccount(trx: Db, id: string): Promise<boolean> {
  const deleted = Number((await deleteUser(trx, id))[0]?.numDeletedRows ?? 0) > 0;
  if (deleted) await forgetMemberChanges(trx, id);
  return deleted;
}
