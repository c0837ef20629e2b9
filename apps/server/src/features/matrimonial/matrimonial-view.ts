import { ageOn, calendarDay, dayOfDate, type CalendarDay, type MatrimonialProfile } from '@sangam/shared/matrimonial';
import { memoizePerRow } from '../../lib/memoize-per-row.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { SHOWN, labelOfState } from '../../lib/moderation-label.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { toMemberSummary } from '../members/member-view.ts';
import type { ProfileWithPhotos } from './matrimonial.queries.ts';

/** Suspended and deactivated accounts see what visitors see. */
export const activeViewer = (viewer: Viewer | null) => (viewer?.user.accountStatus === 'active' ? viewer : null);

export const isOwnerOrAdmin = (row: { userId: string }, viewer: Viewer | null) =>
  viewer !== null && (viewer.user.id === row.userId || viewer.plan === 'admin');

/**
 * Approved and visible profiles of active members for everyone; pending, rejected or hidden ones, those of
 * suspended or deactivated members, and those reports hid or an admin removed (issue 34), for their owner and admins.
 */
export const profileVisibleTo = (row: ProfileWithPhotos, viewer: Viewer | null) =>
  (row.approvalStatus === 'approved' &&
    row.isVisible === 1 &&
    row.ownerStatus === 'active' &&
    row.moderationState === SHOWN) ||
  isOwnerOrAdmin(row, activeViewer(viewer));

/** Contact number, email and biodata: premium members, admins and the owner. */
export const seesMatrimonialContacts = (row: { userId: string }, viewer: Viewer | null) => {
  const active = activeViewer(viewer);
  return active !== null && (active.user.id === row.userId || active.plan === 'premium' || active.plan === 'admin');
};

// Worked out once per cached row (lib/memoize-per-row.ts).
const birthDayOf = memoizePerRow((row: ProfileWithPhotos) => dayOfDate(row.dateOfBirth));

export const photoPath = (profileId: string, index: number) => `/api/matrimonial/profiles/${profileId}/image/${index}`;
export const biodataPath = (profileId: string) => `/api/matrimonial/profiles/${profileId}/biodata`;

/**
 * The one policy for what of a matrimonial profile a viewer sees: photos (signed URLs) for signed-in members,
 * the date of birth for members (visitors get the age), contacts and biodata for premium members, admins and
 * the owner, the admin's notes for the owner and admins. It runs for every row of every list reply, so a list
 * passes one `today` for all its rows, and the optional fields are set one by one rather than spread in from
 * throw-away objects.
 */
export function toProfileView(
  row: ProfileWithPhotos,
  viewer: Viewer | null,
  urls: MediaUrls,
  today: CalendarDay = calendarDay(),
): MatrimonialProfile {
  const active = activeViewer(viewer);
  const view: MatrimonialProfile = {
    _id: row.id,
    profileType: row.profileType,
    fullName: row.fullName,
    age: ageOn(birthDayOf(row), today),
    gender: row.gender,
    height: row.height,
    weight: row.weight,
    city: row.city,
    state: row.state,
    country: row.country,
    caste: row.caste,
    subCaste: row.subCaste,
    religion: row.religion,
    education: row.education,
    occupation: row.occupation,
    income: row.income,
    familyType: row.familyType,
    fatherOccupation: row.fatherOccupation,
    motherOccupation: row.motherOccupation,
    siblings: row.siblings,
    aboutMe: row.aboutMe,
    partnerPreferences: row.partnerPreferences,
    profileImages: active ? signedPhotos(row, active, urls) : [],
    imageCount: row.photoIds.length,
    approvalStatus: row.approvalStatus,
    status: row.approvalStatus,
    isVisible: row.isVisible === 1,
    isOwner: active?.user.id === row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (active) view.dateOfBirth = row.dateOfBirth;
  if (seesMatrimonialContacts(row, active)) {
    view.contactNumber = row.contactNumber;
    if (row.email) view.email = row.email;
    view.biodata = biodataPath(row.id);
    view.biodataUploaded = row.biodataMediaId !== null;
  }
  if (isOwnerOrAdmin(row, active)) {
    view.adminNotes = row.adminNotes;
    const moderation = labelOfState(row.moderationState);
    if (moderation) view.moderation = moderation;
  }
  if (active?.plan === 'admin') {
    view.user = toMemberSummary({
      id: row.userId,
      name: row.ownerName,
      occupation: row.ownerOccupation,
      profileImageId: row.ownerImageId,
    });
  }
  return view;
}

function signedPhotos(row: ProfileWithPhotos, viewer: Viewer, urls: MediaUrls) {
  const photos: string[] = [];
  // The owner's and admins' links keep working when the profile is hidden; members' stop (see the photo route).
  const audience = isOwnerOrAdmin(row, viewer) ? 'owner' : 'readers';
  row.photoIds.forEach((id, index) => {
    const media = { id, access: 'members' as const, ownerId: row.userId };
    const url = urls.forViewer(viewer, media, photoPath(row.id, index), audience);
    if (url !== null) photos.push(url);
  });
  return photos;
}
