import {
  MATRIMONIAL_MESSAGES as M,
  calendarDay,
  type MatrimonialFields,
  type MatrimonialQuerySchema,
} from '@sangam/shared/matrimonial';
import { UPLOADS } from '@sangam/shared/limits';
import { parseHeightCm } from '@sangam/shared/matrimonial-matches';
import type { z } from 'zod';
import type { Db, DialectName } from '../../db/dialect.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { newId } from '../../lib/ids.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import { readPage } from '../../lib/paging.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { UploadSpec, UploadedFile } from '../media/upload-checks.service.ts';
import { deleteRecordMedia, replaceMedia } from '../media/media.service.ts';
import { forgetSubject } from '../notifications/notify.service.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { currentPolicyVersion, recordMatrimonialConsent } from '../consents/consents.service.ts';
import { PRIVACY_MESSAGES } from '@sangam/shared/privacy-messages';
import { toMemberSummary } from '../members/member-view.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import { blockingViewer } from '../blocks/blocks.service.ts';
import { hidingViewer } from './shortlist.service.ts';
import { recordReveal } from '../contact-reveals/contact-reveals.service.ts';
import {
  activeViewer,
  isOwnerOrAdmin,
  profileVisibleTo,
  seesMatrimonialContacts,
  profileView,
  profileViews,
} from './matrimonial-view.ts';
import {
  deleteProfile,
  findProfile,
  insertContactView,
  insertProfile,
  listContactViews,
  listOwnProfiles,
  listPublicProfiles,
  replacePhotoRows,
  updateProfile,
  type ProfileWithPhotos,
} from './matrimonial.queries.ts';

/** The files of POST and PUT /api/matrimonial/profiles, with the spec's limits and words. */
export const MATRIMONIAL_UPLOADS = {
  profileImages: {
    kind: 'image',
    maxBytes: UPLOADS.photoMaxBytes,
    maxCount: UPLOADS.photosMax,
    box: { width: 1200, height: 1200 },
    messages: { tooLarge: M.imageTooLarge, wrongType: M.imageNotImage, tooMany: M.tooManyImages },
  },
  biodata: {
    kind: 'pdf',
    maxBytes: UPLOADS.biodataMaxBytes,
    messages: { tooLarge: M.biodataTooLarge, wrongType: M.biodataNotPdf, tooMany: M.oneBiodata },
  },
} satisfies UploadSpec;

export type MatrimonialFiles = { profileImages: UploadedFile[]; biodata: UploadedFile[] };

/** The key the list filters and matches compare a text by (the *_key columns). */
export const key = (text: string) => text.trim().toLowerCase();

/** The columns a profile's fields write (the filter keys are kept with them). */
function columnsOf(body: MatrimonialFields) {
  return {
    profileType: body.profileType,
    fullName: body.fullName,
    dateOfBirth: body.dateOfBirth,
    gender: body.gender,
    height: body.height,
    heightCm: parseHeightCm(body.height),
    weight: body.weight,
    contactNumber: body.contactNumber,
    email: body.email,
    city: body.city,
    state: body.state,
    country: body.country,
    caste: body.caste,
    subCaste: body.subCaste,
    religion: body.religion,
    education: body.education,
    occupation: body.occupation,
    income: body.income,
    familyType: body.familyType,
    fatherOccupation: body.fatherOccupation,
    motherOccupation: body.motherOccupation,
    siblings: JSON.stringify(body.siblings),
    aboutMe: body.aboutMe,
    partnerPreferences: JSON.stringify(body.partnerPreferences),
    cityKey: key(body.city),
    stateKey: key(body.state),
    casteKey: key(body.caste),
    educationKey: key(body.education),
    occupationKey: key(body.occupation),
    // Left out: 'all' for a new profile (the column's default), unchanged on an edit.
    ...(body.photoPrivacy ? { photoPrivacy: body.photoPrivacy } : {}),
  };
}

/** YYYY-MM-DD of the day `years` before today. */
export function yearsAgo(years: number, today = new Date()) {
  const date = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

export async function listProfiles(
  db: Db,
  dialect: DialectName,
  query: z.output<typeof MatrimonialQuerySchema>,
  viewer: Viewer | null,
  urls: MediaUrls,
) {
  // A viewer with blocks gets pages of their own; everyone else shares the cached ones.
  const blockedFor = await blockingViewer(db, viewer && { id: viewer.user.id, plan: viewer.plan });
  // So does a viewer who said "Not interested" to profiles (shortlist.service.ts).
  const hiding = await hidingViewer(db, viewer);
  // Age N means born after the day N+1 years ago and on or before the day N years ago.
  const filters = {
    gender: query.gender,
    ...(query.ageMin !== undefined ? { dobTo: yearsAgo(query.ageMin) } : {}),
    ...(query.ageMax !== undefined ? { dobFrom: yearsAgo(query.ageMax + 1) } : {}),
    cityKey: key(query.city),
    stateKey: key(query.state),
    casteKey: key(query.caste),
    educationKey: key(query.education),
    occupationKey: key(query.occupation),
    search: query.search,
    dialect,
    ...(blockedFor ? { blockedFor } : {}),
    ...hiding,
  };
  const { rows, pagination } = await readPage(query, (window) => listPublicProfiles(db, filters, window));
  const today = calendarDay();
  return {
    // After the cached read: which photos this viewer may see is their own.
    profiles: await profileViews(db, rows, viewer, urls, today),
    pagination: { ...pagination, totalPages: pagination.pages },
  };
}

/** A profile the viewer may see, or a 404: also when its owner and the viewer blocked each other (not for admins). */
async function visibleProfile(db: Db, id: string, viewer: Viewer | null) {
  const row = await findProfile(db, id);
  if (!row || !profileVisibleTo(row, viewer)) throw notFound(M.notFound);
  if (
    viewer &&
    viewer.plan !== 'admin' &&
    viewer.user.id !== row.userId &&
    (await isBlockedEitherWay(db, viewer.user.id, row.userId))
  ) {
    throw notFound(M.notFound);
  }
  return row;
}

/** Records that a viewer other than the owner saw the contacts or took the biodata. */
const recordView = (db: Db, row: ProfileWithPhotos, viewer: Viewer, kind: 'contact' | 'biodata') =>
  viewer.user.id === row.userId
    ? Promise.resolve()
    : insertContactView(db, { id: newId(), profileId: row.id, viewerId: viewer.user.id, kind, createdAt: nowIso() });

/** A look is not a reveal: the contacts come with "Show contact" (revealMatrimonialContact), logged there. */
export async function getProfile(db: Db, id: string, viewer: Viewer | null, urls: MediaUrls) {
  const row = await visibleProfile(db, id, viewer);
  return { profile: await profileView(db, row, viewer, urls) };
}

/**
 * POST /api/matrimonial/profiles/{id}/contact ("Show contact", issue 36): the contact number and e-mail for premium
 * members, admins and the owner; logged in the reveal log (once a day, premium members capped) and in the profile's
 * own list of who saw its contacts.
 */
export async function revealMatrimonialContact(db: Db, id: string, viewer: Viewer) {
  const row = await visibleProfile(db, id, viewer);
  if (!seesMatrimonialContacts(row, viewer)) throw forbidden(M.premiumRequired);
  await recordReveal(db, viewer, { type: 'matrimonial', id: row.id, ownerId: row.userId });
  await recordView(db, row, viewer, 'contact');
  return { contactNumber: row.contactNumber, email: row.email || null };
}

export async function myProfiles(db: Db, viewer: Viewer, urls: MediaUrls) {
  const rows = await listOwnProfiles(db, viewer.user.id);
  return { profiles: await profileViews(db, rows, viewer, urls) };
}

export async function createProfile(
  db: Db,
  viewer: Viewer,
  body: MatrimonialFields,
  files: MatrimonialFiles,
  urls: MediaUrls,
  /** The JWT secret the consent's client address hash is keyed from. */
  consentSecret: string,
) {
  if (body.consentConfirmed === 'false') {
    throw badRequest(PRIVACY_MESSAGES.matrimonialConsentRequired, {
      consentConfirmed: PRIVACY_MESSAGES.matrimonialConsentRequired,
    });
  }
  const id = newId();
  const now = nowIso();
  const ownerId = viewer.user.id;
  const policyVersion = await currentPolicyVersion(db);
  await db.transaction().execute(async (trx) => {
    await assertWithinPostingLimit(trx, viewer.user, 'matrimonial');
    const photoIds = await replaceMedia(trx, { ownerId, access: 'members', previous: [], next: files.profileImages });
    const [biodataMediaId = null] = await replaceMedia(trx, {
      ownerId,
      access: 'private',
      previous: [],
      next: files.biodata,
    });
    await insertProfile(trx, {
      id,
      userId: ownerId,
      ...columnsOf(body),
      biodataMediaId,
      approvalStatus: 'pending',
      isVisible: 1,
      createdAt: now,
      updatedAt: now,
    });
    await replacePhotoRows(trx, id, photoIds);
    // The consent to publish on record (for a relative's profile, whose consent the member vouches for).
    await recordMatrimonialConsent(
      trx,
      { userId: ownerId, profileId: id, profileType: body.profileType, fullName: body.fullName },
      policyVersion,
      consentSecret,
    );
  });
  return { message: M.submitted, profile: await profileView(db, (await findProfile(db, id))!, viewer, urls) };
}

/** The owner edits a profile; any edit goes back to review (an approved profile leaves the list until approved). */
export async function editProfile(
  db: Db,
  id: string,
  viewer: Viewer,
  body: MatrimonialFields,
  files: MatrimonialFiles,
  urls: MediaUrls,
) {
  const row = await visibleProfile(db, id, viewer);
  if (row.userId !== viewer.user.id) throw forbidden(M.notOwner);
  const kept = (body.keepImages ?? row.photoIds.map((_, index) => index))
    .map((index) => row.photoIds[index])
    .filter((mediaId): mediaId is string => Boolean(mediaId));
  const next = [...new Set(kept), ...files.profileImages];
  if (next.length > UPLOADS.photosMax) {
    throw badRequest(M.tooManyImages, { profileImages: M.tooManyImages }, ERROR_TYPES.tooManyFiles);
  }
  await db.transaction().execute(async (trx) => {
    const photoIds = await replaceMedia(trx, {
      ownerId: row.userId,
      access: 'members',
      previous: row.photoIds,
      next,
    });
    const keepBiodata = body.removeBiodata === 'true' ? null : row.biodataMediaId;
    const [biodataMediaId = null] = await replaceMedia(trx, {
      ownerId: row.userId,
      access: 'private',
      previous: [row.biodataMediaId],
      next: [files.biodata[0] ?? keepBiodata],
    });
    await updateProfile(trx, id, {
      ...columnsOf(body),
      biodataMediaId,
      approvalStatus: 'pending',
      adminNotes: '',
      updatedAt: nowIso(),
    });
    await replacePhotoRows(trx, id, photoIds);
  });
  return { message: M.updated, profile: await profileView(db, (await findProfile(db, id))!, viewer, urls) };
}

/** The owner or an admin deletes a profile; its photos and biodata go with it. */
export async function removeProfile(db: Db, id: string, viewer: Viewer) {
  const row = await visibleProfile(db, id, viewer);
  if (!isOwnerOrAdmin(row, activeViewer(viewer))) throw forbidden(M.notOwner);
  await db.transaction().execute(async (trx) => {
    await deleteProfile(trx, id);
    await deleteRecordMedia(trx, [...row.photoIds, row.biodataMediaId]);
    await forgetSubject(trx, `matrimonial:${id}`);
    // An admin removing someone's profile is a moderation decision; an owner removing their own is not.
    if (row.userId !== viewer.user.id) {
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'matrimonial.delete',
        target: { id, name: row.fullName },
        subjectType: 'matrimonial',
        changes: { approvalStatus: [row.approvalStatus, null] },
      });
    }
  });
  return { message: M.deleted };
}

/** Who saw a profile's contacts or took its biodata: for its owner and admins. */
export async function contactViews(db: Db, id: string, viewer: Viewer) {
  const row = await visibleProfile(db, id, viewer);
  if (!isOwnerOrAdmin(row, activeViewer(viewer))) throw forbidden(M.notOwner);
  const rows = await listContactViews(db, id);
  return {
    views: rows.map((view) => ({
      viewer: toMemberSummary(view),
      kind: view.kind,
      createdAt: view.createdAt,
    })),
  };
}

/** The profile a biodata download is for, after the rule: premium members, admins and the owner (recorded). */
export async function biodataFor(db: Db, id: string, viewer: Viewer) {
  const row = await visibleProfile(db, id, viewer);
  if (!seesMatrimonialContacts(row, viewer)) throw forbidden(M.premiumRequired);
  // A biodata carries the contacts: it counts as a reveal of the profile (the same day's row, the same cap).
  await recordReveal(db, viewer, { type: 'matrimonial', id: row.id, ownerId: row.userId });
  await recordView(db, row, viewer, 'biodata');
  return row;
}
