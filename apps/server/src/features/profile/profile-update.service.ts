import { PROFILE_MESSAGES, type ProfileUpdate } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import type { Db } from '../../db/dialect.ts';
import type { UserUpdate } from '../../db/types.ts';
import { badRequest } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { UploadedFile, DataUrlImageSpec } from '../media/upload-checks.service.ts';
import { replaceMedia } from '../media/media.service.ts';
import { grantTierRewards } from '../referrals/referral-rewards.service.ts';
import { completePendingReferral } from '../referrals/referrals.queries.ts';
import { updateUser } from '../members/members.queries.ts';
import { ownProfile } from '../members/members.service.ts';

/** A member's photo: a data URL within the spec's limit, cropped square in the browser; 512 px is sharp on any phone. */
export const PROFILE_PHOTO: DataUrlImageSpec = {
  field: 'profileImage',
  maxChars: UPLOADS.profileImageEncodedMax,
  box: { width: 512, height: 512 },
  messages: { tooLarge: PROFILE_MESSAGES.imageTooLarge, wrongType: PROFILE_MESSAGES.imageUnsupported },
};

/** Profile photos are public: the directory and the Limited View show them to everyone. */
export async function replaceProfilePhoto(
  trx: Db,
  member: { id: string; profileImageId: string | null },
  photo: UploadedFile | null,
) {
  const [id = null] = await replaceMedia(trx, {
    ownerId: member.id,
    access: 'public',
    previous: [member.profileImageId],
    next: [photo],
  });
  return id;
}

/** `photo` is the checked `profileImage` (undefined: unchanged, null: removed). */
export async function updateProfile(
  db: Db,
  viewer: Viewer,
  body: ProfileUpdate,
  photo: UploadedFile | null | undefined,
) {
  const before = viewer.user;
  if (body.listInDirectory !== undefined && viewer.plan !== 'admin') {
    throw badRequest(PROFILE_MESSAGES.listInDirectoryAdminsOnly, {
      listInDirectory: PROFILE_MESSAGES.listInDirectoryAdminsOnly,
    });
  }
  const now = nowIso();
  const patch: UserUpdate = { updatedAt: now };
  if (body.language !== undefined) patch.language = body.language;
  if (body.profession === undefined) {
    // The language switch: nothing else changes.
    await updateUser(db, before.id, patch);
    return { message: PROFILE_MESSAGES.updated, user: await ownProfile(db, before.id) };
  }
  patch.profession = body.profession;
  if (body.bio !== undefined) patch.bio = body.bio;
  if (body.address !== undefined) patch.address = body.address;
  if (body.email !== undefined) patch.email = body.email || null;
  if (body.interests !== undefined) patch.interests = JSON.stringify([...new Set(body.interests)]);
  if (body.listInDirectory !== undefined) patch.listInDirectory = Number(body.listInDirectory);

  const completesProfile = !before.bio && Boolean(body.bio);
  await db.transaction().execute(async (trx) => {
    if (photo !== undefined) patch.profileImageId = await replaceProfilePhoto(trx, before, photo);
    await updateUser(trx, before.id, patch);
    if (completesProfile) {
      await completePendingReferral(trx, before.id, now);
      if (before.referredById) await grantTierRewards(trx, before.referredById, now);
    }
  });
  return {
    message: completesProfile ? PROFILE_MESSAGES.created : PROFILE_MESSAGES.updated,
    user: await ownProfile(db, before.id),
  };
}
