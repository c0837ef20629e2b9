import {
  ageFromDob,
  type MatrimonialProfile,
  type PartnerPreferences,
  type Siblings,
} from '@sangam/shared/matrimonial';
import type { MediaUrls } from '../../lib/media-url.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { toMemberSummary } from '../users/member-view.ts';
import type { ProfileWithPhotos } from './matrimonial.queries.ts';

/** Suspended and deactivated accounts see what visitors see. */
export const activeViewer = (viewer: Viewer | null) => (viewer?.user.accountStatus === 'active' ? viewer : null);

export const isOwnerOrAdmin = (row: { userId: string }, viewer: Viewer | null) =>
  viewer !== null && (viewer.user.id === row.userId || viewer.plan === 'admin');

/**
 * Approved and visible profiles of active members for everyone; pending, rejected or hidden ones, and those of
 * suspended or deactivated members, for their owner and admins.
 */
export const profileVisibleTo = (row: ProfileWithPhotos, viewer: Viewer | null) =>
  (row.approvalStatus === 'approved' && row.isVisible === 1 && row.ownerStatus === 'active') ||
  isOwnerOrAdmin(row, activeViewer(viewer));

/** Contact number, email and biodata: premium members, admins and the owner. */
export const seesMatrimonialContacts = (row: { userId: string }, viewer: Viewer | null) => {
  const active = activeViewer(viewer);
  return active !== null && (active.user.id === row.userId || active.plan === 'premium' || active.plan === 'admin');
};

export const photoPath = (profileId: string, index: number) => `/api/matrimonial/profiles/${profileId}/image/${index}`;
export const biodataPath = (profileId: string) => `/api/matrimonial/profiles/${profileId}/biodata`;

/**
 * The one policy for what of a matrimonial profile a viewer sees: photos (signed URLs) for signed-in members,
 * the date of birth for members (visitors get the age), contacts and biodata for premium members, admins and
 * the owner, the admin's notes for the owner and admins.
 */
export function toProfileView(row: ProfileWithPhotos, viewer: Viewer | null, urls: MediaUrls): MatrimonialProfile {
  const active = activeViewer(viewer);
  const contacts = seesMatrimonialContacts(row, active);
  const ownerOrAdmin = isOwnerOrAdmin(row, active);
  const photos = active
    ? row.photoIds
        .map((id, index) =>
          urls.forViewer(active, { id, access: 'members', ownerId: row.userId }, photoPath(row.id, index)),
        )
        .filter((url): url is string => url !== null)
    : [];
  return {
    _id: row.id,
    profileType: row.profileType,
    fullName: row.fullName,
    ...(active ? { dateOfBirth: row.dateOfBirth } : {}),
    age: ageFromDob(row.dateOfBirth),
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
    siblings: JSON.parse(row.siblings) as Siblings,
    aboutMe: row.aboutMe,
    partnerPreferences: JSON.parse(row.partnerPreferences) as PartnerPreferences,
    profileImages: photos,
    imageCount: row.photoIds.length,
    ...(contacts
      ? {
          contactNumber: row.contactNumber,
          ...(row.email ? { email: row.email } : {}),
          biodata: biodataPath(row.id),
          biodataUploaded: row.biodataMediaId !== null,
        }
      : {}),
    approvalStatus: row.approvalStatus,
    status: row.approvalStatus,
    isVisible: row.isVisible === 1,
    ...(ownerOrAdmin ? { adminNotes: row.adminNotes } : {}),
    isOwner: active?.user.id === row.userId,
    ...(active?.plan === 'admin'
      ? {
          user: toMemberSummary({
            id: row.userId,
            name: row.ownerName,
            occupation: row.ownerOccupation,
            profileImageId: row.ownerImageId,
          }),
        }
      : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
