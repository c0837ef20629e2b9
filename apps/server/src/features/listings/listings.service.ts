import {
  MY_LISTINGS_MAX,
  type ListingAdminUpdateSchema,
  type ListingCreateSchema,
  type ListingOwnerUpdateSchema,
} from '@sangam/shared/listings';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { viewerRef } from '../../plugins/auth.ts';
import type { UploadedFile, DataUrlImageSpec } from '../media/upload-checks.service.ts';
import { deleteRecordMedia, replaceMedia } from '../media/media.service.ts';
import { forgetSubject, notify } from '../notifications/notify.service.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { changesOf } from '../audit/audit.service.ts';
import { listingVisibleTo, mayRevealListingContacts, toListingView } from './listing-view.ts';
import { recordReveal } from '../contact-reveals/contact-reveals.service.ts';
import {
  deleteListing,
  findListing,
  insertListing,
  listingToShow,
  listOwnListings,
  updateListing,
  type ListingWithOwner,
} from './listings.queries.ts';

/** A listing's image: a data URL within the spec's limit, cropped 16:9 in the browser. */
export const LISTING_IMAGE: DataUrlImageSpec = {
  field: 'image',
  maxChars: UPLOADS.listingImageEncodedMax,
  box: { width: 1280, height: 720 },
  messages: { tooLarge: LISTING_MESSAGES.imageTooLarge, wrongType: LISTING_MESSAGES.imageUnsupported },
};

/** Listing images are public and belong to the listing's owner, whoever uploads them, so they go when the owner goes. */
const replaceListingImage = async (trx: Db, ownerId: string, previous: string | null, image: UploadedFile | null) =>
  (await replaceMedia(trx, { ownerId, access: 'public', previous: [previous], next: [image] }))[0] ?? null;

export async function getListing(db: Db, id: string, viewer: Viewer) {
  const row = await listingToShow(db, id);
  const ref = viewerRef(viewer);
  if (!row || !listingVisibleTo(row, ref)) throw notFound(LISTING_MESSAGES.notFound);
  return { listing: toListingView(row, ref) };
}

/**
 * POST /api/listings/{id}/contact ("Show contact", issue 36): a listing's contacts. Not found as its GET is; for a
 * listing with premiumRequired, its owner, premium members and admins (logged and, for premium members, capped
 * like members' contacts); for the others anyone who may see the listing, not logged.
 */
export async function revealListingContact(db: Db, id: string, viewer: Viewer) {
  const row = await findListing(db, id);
  const ref = viewerRef(viewer);
  if (!row || !listingVisibleTo(row, ref)) throw notFound(LISTING_MESSAGES.notFound);
  if (!mayRevealListingContacts(row, ref)) throw forbidden(LISTING_MESSAGES.premiumRequired);
  if (row.premiumRequired === 1) await recordReveal(db, viewer, { type: 'listing', id: row.id, ownerId: row.ownerId });
  return { contactPhone: row.contactPhone, contactEmail: row.contactEmail || null };
}

/** `image` is the checked `image` field (null: none). */
export async function createListing(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof ListingCreateSchema>,
  image: UploadedFile | null | undefined,
) {
  const ownerId = viewer.user.id;
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await assertWithinPostingLimit(trx, viewer.user, 'listings');
    await insertListing(trx, {
      id,
      ownerId,
      title: body.title,
      category: body.category,
      description: body.description,
      contactPhone: body.contactPhone,
      contactEmail: body.contactEmail ?? null,
      imageId: await replaceListingImage(trx, ownerId, null, image ?? null),
      premiumRequired: Number(body.premiumRequired),
      approved: 1,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { message: LISTING_MESSAGES.created, listing: toListingView((await findListing(db, id))!, viewerRef(viewer)) };
}

/** Owners delete their own listings; admins delete any. The image goes with it. */
export async function removeListing(db: Db, id: string, viewer: Viewer) {
  const row = await findListing(db, id);
  const ref = viewerRef(viewer);
  if (!row || !listingVisibleTo(row, ref)) throw notFound(LISTING_MESSAGES.notFound);
  if (row.ownerId !== viewer.user.id && viewer.plan !== 'admin') throw forbidden(LISTING_MESSAGES.notOwner);
  await db.transaction().execute(async (trx) => {
    await deleteListing(trx, id);
    await deleteRecordMedia(trx, [row.imageId]);
    await forgetSubject(trx, `listing:${id}`);
    // An admin removing someone's listing is a moderation decision; an owner removing their own is not.
    if (row.ownerId !== viewer.user.id) {
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'listing.delete',
        target: { id, name: row.title },
        subjectType: 'listing',
        changes: { approved: [Boolean(row.approved), null] },
      });
    }
  });
  return { message: LISTING_MESSAGES.deleted };
}

export async function adminUpdateListing(
  db: Db,
  id: string,
  viewer: Viewer,
  body: z.output<typeof ListingAdminUpdateSchema>,
  image: UploadedFile | null | undefined,
) {
  const row = await findListing(db, id);
  if (!row) throw notFound(LISTING_MESSAGES.notFound);
  await db.transaction().execute(async (trx) => {
    const approving = !row.approved && body.approved;
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: approving ? 'listing.approve' : 'listing.update',
      target: { id, name: body.title },
      subjectType: 'listing',
      changes: {
        ...changesOf(
          {
            title: row.title,
            category: row.category,
            description: row.description,
            approved: Boolean(row.approved),
            premiumRequired: Boolean(row.premiumRequired),
          },
          {
            title: body.title,
            category: body.category,
            description: body.description,
            approved: body.approved,
            premiumRequired: body.premiumRequired,
          },
        ),
        ...(image !== undefined ? { image: [row.imageId ? '(image)' : null, image ? '(new image)' : null] } : {}),
      },
    });
    await updateListing(trx, id, {
      title: body.title,
      category: body.category,
      description: body.description,
      approved: Number(body.approved),
      ...(body.premiumRequired !== undefined ? { premiumRequired: Number(body.premiumRequired) } : {}),
      ...(image !== undefined ? { imageId: await replaceListingImage(trx, row.ownerId, row.imageId, image) } : {}),
      updatedAt: nowIso(),
    });
    // The owner hears when the admin's edit approves the listing or takes it back to review.
    if (Boolean(row.approved) !== body.approved) {
      await notify(trx, {
        userId: row.ownerId,
        actorId: viewer.user.id,
        kind: body.approved ? 'listing_approved' : 'listing_pending',
        params: { title: body.title },
        link: `/service-listings/${id}`,
        subject: `listing:${id}`,
      });
    }
  });
  const listing = toListingView((await findListing(db, id))!, viewerRef(viewer), true);
  return { message: LISTING_MESSAGES.updated, listing };
}

/** "My listings": the owner's own, with whether each is live or under review. */
export async function myListings(db: Db, viewer: Viewer) {
  const rows = await listOwnListings(db, viewer.user.id, MY_LISTINGS_MAX);
  const ref = viewerRef(viewer);
  return { listings: rows.map((row) => toListingView(row, ref)) };
}

/** The listing an owner's edit is about, or why not: 404 when the viewer cannot see it, 403 when it is not theirs. */
export async function editableListing(db: Db, id: string, viewer: Viewer) {
  const row = await findListing(db, id);
  if (!row || !listingVisibleTo(row, viewerRef(viewer))) throw notFound(LISTING_MESSAGES.notFound);
  if (row.ownerId !== viewer.user.id && viewer.plan !== 'admin') throw forbidden(LISTING_MESSAGES.notOwnerEdit);
  return row;
}

/**
 * The owner's edit (admins may edit any) of `row` (from `editableListing`). Approval is left as it is: an approved
 * listing stays live, one an admin set to review stays under review until an admin decides. `image` is the checked
 * `image` field: replaced as the admin's edit does (null removes it, undefined keeps it).
 */
export async function ownerUpdateListing(
  db: Db,
  row: ListingWithOwner,
  viewer: Viewer,
  body: z.output<typeof ListingOwnerUpdateSchema>,
  image: UploadedFile | null | undefined,
) {
  await db.transaction().execute(async (trx) => {
    // An admin editing someone's listing from its own page is as much an admin action as one from the admin list.
    if (row.ownerId !== viewer.user.id) {
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'listing.update',
        target: { id: row.id, name: body.title },
        subjectType: 'listing',
        changes: {
          ...changesOf(
            {
              title: row.title,
              category: row.category,
              description: row.description,
              premiumRequired: Boolean(row.premiumRequired),
            },
            {
              title: body.title,
              category: body.category,
              description: body.description,
              premiumRequired: body.premiumRequired,
            },
          ),
          ...changesOf(
            { contactPhone: row.contactPhone, contactEmail: row.contactEmail },
            { contactPhone: body.contactPhone, contactEmail: body.contactEmail ?? null },
            { personal: ['contactPhone', 'contactEmail'] },
          ),
        },
      });
    }
    await updateListing(trx, row.id, {
      title: body.title,
      category: body.category,
      description: body.description,
      contactPhone: body.contactPhone,
      contactEmail: body.contactEmail ?? null,
      premiumRequired: Number(body.premiumRequired),
      ...(image !== undefined ? { imageId: await replaceListingImage(trx, row.ownerId, row.imageId, image) } : {}),
      updatedAt: nowIso(),
    });
  });
  const ref = viewerRef(viewer);
  return { message: LISTING_MESSAGES.updated, listing: toListingView((await findListing(db, row.id))!, ref) };
}

/** A shared link's preview for anyone: approved listings of active owners only (as link previews), no contacts. */
export async function listingPreviewFor(db: Db, id: string) {
  const row = await findListing(db, id);
  if (!row || !listingVisibleTo(row, null)) throw notFound(LISTING_MESSAGES.notFound);
  return { preview: { _id: row.id, title: row.title, category: row.category, image: mediaUrl(row.imageId) } };
}
