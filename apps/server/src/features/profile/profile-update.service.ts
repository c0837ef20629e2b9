import { isProfileImageTooLarge, PROFILE_MESSAGES, type ProfileUpdate } from '@sangam/shared/profile';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import type { Db } from '../../db/dialect.ts';
import type { UserUpdate } from '../../db/types.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { deleteMedia } from '../media/media.queries.ts';
import { storeImage } from '../media/media.service.ts';
import { completePendingReferral } from '../referrals/referrals.queries.ts';
import { updateUser } from '../users/users.queries.ts';
import { ownProfile } from './profile.service.ts';

/** Profile photos are cropped square in the browser; 512 px is sharp on any phone. */
const PHOTO_BOX = { width: 512, height: 512 };

export async function updateProfile(db: Db, viewer: Viewer, body: ProfileUpdate) {
  const before = viewer.user;
  if (body.listInDirectory !== undefined && viewer.plan !== 'admin') {
    throw badRequest(PROFILE_MESSAGES.listInDirectoryAdminsOnly, {
      listInDirectory: PROFILE_MESSAGES.listInDirectoryAdminsOnly,
    });
  }
  if (typeof body.profileImage === 'string' && isProfileImageTooLarge(body.profileImage)) {
    throw new HttpError(413, PROFILE_MESSAGES.imageTooLarge, ERROR_TYPES.tooLarge, {
      profileImage: PROFILE_MESSAGES.imageTooLarge,
    });
  }
  // Decoding happens before the transaction: a bad image changes nothing.
  const newImageId =
    typeof body.profileImage === 'string'
      ? await storeImage(db, {
          ownerId: before.id,
          dataUrl: body.profileImage,
          box: PHOTO_BOX,
          field: 'profileImage',
          message: PROFILE_MESSAGES.imageUnsupported,
        })
      : undefined;

  const now = nowIso();
  const patch: UserUpdate = { profession: body.profession, updatedAt: now };
  if (body.bio !== undefined) patch.bio = body.bio;
  if (body.address !== undefined) patch.address = body.address;
  if (body.email !== undefined) patch.email = body.email || null;
  if (body.interests !== undefined) patch.interests = JSON.stringify([...new Set(body.interests)]);
  if (body.profileImage !== undefined) patch.profileImageId = newImageId ?? null;
  if (body.listInDirectory !== undefined) patch.listInDirectory = Number(body.listInDirectory);

  const completesProfile = !before.bio && Boolean(body.bio);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, before.id, patch);
    if (body.profileImage !== undefined && before.profileImageId) await deleteMedia(trx, before.profileImageId);
    if (completesProfile) await completePendingReferral(trx, before.id, now);
  });
  return {
    message: completesProfile ? PROFILE_MESSAGES.created : PROFILE_MESSAGES.updated,
    user: await ownProfile(db, before.id),
  };
}
