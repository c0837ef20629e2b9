import { ageOn, calendarDay, dayOfDate, type CalendarDay, type MatrimonialProfile } from '@sangam/shared/matrimonial';
import { memoizePerRow } from '../../lib/memoize-per-row.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { SHOWN, labelOfState } from '../../lib/moderation-label.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { Db } from '../../db/dialect.ts';
import { toMemberSummary } from '../members/member-view.ts';
import type { ProfileWithPhotos } from './matrimonial.queries.ts';
import { acceptedFamilyProfiles } from './photo-access.queries.ts';

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

/**
 * Who may have the contact number and e-mail (revealed one profile at a time with "Show contact", issue 36) and the
 * biodata: premium members, admins and the owner. Replies carry the contacts to the owner alone (and admins' screens).
 */
export const seesMatrimonialContacts = (row: { userId: string }, viewer: Viewer | null) => {
  const active = activeViewer(viewer);
  return active !== null && (active.user.id === row.userId || active.plan === 'premium' || active.plan === 'admin');
};

// Worked out once per cached row (lib/memoize-per-row.ts).
const birthDayOf = memoizePerRow((row: ProfileWithPhotos) => dayOfDate(row.dateOfBirth));

export const photoPath = (profileId: string, index: number) => `/api/matrimonial/profiles/${profileId}/image/${index}`;
/**
 * The path of a photo handed to a family whose interest was accepted, for a profile that keeps its photos to them:
 * the member is part of the signed path, and the route checks that the interest still stands for that member.
 */
export const familyPhotoPath = (profileId: string, index: number, userId: string) =>
  `${photoPath(profileId, index)}/for/${userId}`;
export const biodataPath = (profileId: string) => `/api/matrimonial/profiles/${profileId}/biodata`;

/** No accepted family: what a caller that did not look them up passes (photos kept to accepted families stay hidden). */
const NO_FAMILIES: ReadonlySet<string> = new Set();

/**
 * Photos of a profile kept to accepted families ('accepted'): its owner and admins see them, and a member on the
 * other side of an accepted interest (`acceptedFamilies` holds the ids of such profiles for this viewer); nobody
 * else. Profiles shown to all members ('all') are not hidden (visitors still get no photos, as before).
 */
export const photosHiddenFrom = (
  row: Pick<ProfileWithPhotos, 'id' | 'userId' | 'photoPrivacy'>,
  viewer: Viewer | null,
  acceptedFamilies: ReadonlySet<string> = NO_FAMILIES,
) => row.photoPrivacy === 'accepted' && !isOwnerOrAdmin(row, activeViewer(viewer)) && !acceptedFamilies.has(row.id);

/**
 * The profiles among `rows` whose photos are kept to accepted families and that this viewer sees as one: one
 * query for the whole page, made only when such a profile of someone else is on it (admins need none).
 */
export async function acceptedFamiliesOf(db: Db, rows: readonly ProfileWithPhotos[], viewer: Viewer | null) {
  const active = activeViewer(viewer);
  if (!active || active.plan === 'admin') return NO_FAMILIES;
  const ids = rows
    .filter((row) => row.photoPrivacy === 'accepted' && row.userId !== active.user.id)
    .map((row) => row.id);
  return ids.length ? acceptedFamilyProfiles(db, active.user.id, ids) : NO_FAMILIES;
}

/**
 * The views of a page of profiles for a viewer, with the accepted-family lookup done once for the page: what every
 * reply carrying profiles should call (after any cached read: the lookup is this viewer's own).
 */
export async function profileViews(
  db: Db,
  rows: readonly ProfileWithPhotos[],
  viewer: Viewer | null,
  urls: MediaUrls,
  today: CalendarDay = calendarDay(),
  options: ViewOptions = {},
): Promise<MatrimonialProfile[]> {
  const families = await acceptedFamiliesOf(db, rows, viewer);
  return rows.map((row) => toProfileView(row, viewer, urls, today, families, options));
}

/** One profile's view for a viewer (profileViews for one row). */
export const profileView = async (
  db: Db,
  row: ProfileWithPhotos,
  viewer: Viewer | null,
  urls: MediaUrls,
  options: ViewOptions = {},
) => (await profileViews(db, [row], viewer, urls, calendarDay(), options))[0]!;

/** `adminRoute`: the reply of an admin screen (/api/admin/...), which keeps showing admins the contacts. */
export type ViewOptions = { adminRoute?: boolean };

/** Whether a reply carries a profile's contact number and e-mail: its owner's, and admins' screens'. */
const repliesWithContacts = (row: ProfileWithPhotos, active: Viewer | null, options: ViewOptions) =>
  active !== null && (active.user.id === row.userId || (options.adminRoute === true && active.plan === 'admin'));

/**
 * The one policy for what of a matrimonial profile a viewer sees: photos (signed URLs) for signed-in members,
 * the date of birth for members (visitors get the age), the biodata for premium members, admins and the owner,
 * the contact number and e-mail for the owner (and admins' screens; others reveal them), the admin's notes for the owner and admins. It runs for every row of every list reply, so a list
 * passes one `today` for all its rows, and the optional fields are set one by one rather than spread in from
 * throw-away objects. Photos kept to accepted families need `acceptedFamilies` (see profileViews, which looks
 * them up); without it they are shown to their owner and admins only.
 */
export function toProfileView(
  row: ProfileWithPhotos,
  viewer: Viewer | null,
  urls: MediaUrls,
  today: CalendarDay = calendarDay(),
  acceptedFamilies: ReadonlySet<string> = NO_FAMILIES,
  options: ViewOptions = {},
): MatrimonialProfile {
  const active = activeViewer(viewer);
  const photosHidden = photosHiddenFrom(row, active, acceptedFamilies);
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
    profileImages: active && !photosHidden ? signedPhotos(row, active, urls) : [],
    imageCount: row.photoIds.length,
    photoPrivacy: row.photoPrivacy,
    photosHidden,
    approvalStatus: row.approvalStatus,
    status: row.approvalStatus,
    isVisible: row.isVisible === 1,
    isOwner: active?.user.id === row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (active) view.dateOfBirth = row.dateOfBirth;
  if (repliesWithContacts(row, active, options)) {
    view.contactNumber = row.contactNumber;
    if (row.email) view.email = row.email;
  }
  if (seesMatrimonialContacts(row, active)) {
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
  // An accepted family's links name the member, as the route checks the interest for them (not for any holder).
  const family = audience === 'readers' && row.photoPrivacy === 'accepted';
  row.photoIds.forEach((id, index) => {
    const media = { id, access: 'members' as const, ownerId: row.userId };
    const path = family ? familyPhotoPath(row.id, index, viewer.user.id) : photoPath(row.id, index);
    const url = urls.forViewer(viewer, media, path, audience);
    if (url !== null) photos.push(url);
  });
  return photos;
}
