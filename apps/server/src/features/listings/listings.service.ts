import { ERROR_TYPES } from '@sangam/shared/error-types';
import { type ListingAdminUpdateSchema, type ListingCreateSchema } from '@sangam/shared/listings';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { viewerRef } from '../../plugins/auth.ts';
import { deleteMedia } from '../media/media.queries.ts';
import { storeImage } from '../media/media.service.ts';
import { listingVisibleTo, toListingView } from './listing-view.ts';
import { deleteListing, findListing, insertListing, updateListing } from './listings.queries.ts';

/** Listing images are cropped 16:9 in the browser. */
const IMAGE_BOX = { width: 1280, height: 720 };

async function storeListingImage(db: Db, ownerId: string, dataUrl: string): Promise<string> {
  if (dataUrl.length > UPLOADS.listingImageEncodedMax) {
    throw new HttpError(413, LISTING_MESSAGES.imageTooLarge, ERROR_TYPES.tooLarge, {
      image: LISTING_MESSAGES.imageTooLarge,
    });
  }
  return storeImage(db, {
    ownerId,
    dataUrl,
    box: IMAGE_BOX,
    field: 'image',
    message: LISTING_MESSAGES.imageUnsupported,
  });
}

export async function getListing(db: Db, id: string, viewer: Viewer) {
  const row = await findListing(db, id);
  const ref = viewerRef(viewer);
  if (!row || !listingVisibleTo(row, ref)) throw notFound(LISTING_MESSAGES.notFound);
  return { listing: toListingView(row, ref) };
}

export async function createListing(db: Db, viewer: Viewer, body: z.output<typeof ListingCreateSchema>) {
  const ownerId = viewer.user.id;
  const imageId = body.image ? await storeListingImage(db, ownerId, body.image) : null;
  const id = newId();
  const now = nowIso();
  await insertListing(db, {
    id,
    ownerId,
    title: body.title,
    category: body.category,
    description: body.description,
    contactPhone: body.contactPhone,
    contactEmail: body.contactEmail ?? null,
    imageId,
    premiumRequired: Number(body.premiumRequired),
    approved: 1,
    createdAt: now,
    updatedAt: now,
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
    if (row.imageId) await deleteMedia(trx, row.imageId);
  });
  return { message: LISTING_MESSAGES.deleted };
}

export async function adminUpdateListing(
  db: Db,
  id: string,
  viewer: Viewer,
  body: z.output<typeof ListingAdminUpdateSchema>,
) {
  const row = await findListing(db, id);
  if (!row) throw notFound(LISTING_MESSAGES.notFound);
  // The image belongs to the listing's owner whoever uploads it, so it goes when the owner goes.
  const newImageId = typeof body.image === 'string' ? await storeListingImage(db, row.ownerId, body.image) : undefined;
  await db.transaction().execute(async (trx) => {
    await updateListing(trx, id, {
      title: body.title,
      category: body.category,
      description: body.description,
      approved: Number(body.approved),
      ...(body.premiumRequired !== undefined ? { premiumRequired: Number(body.premiumRequired) } : {}),
      ...(body.image !== undefined ? { imageId: newImageId ?? null } : {}),
      updatedAt: nowIso(),
    });
    if (body.image !== undefined && row.imageId) await deleteMedia(trx, row.imageId);
  });
  return { message: LISTING_MESSAGES.updated, listing: toListingView((await findListing(db, id))!, viewerRef(viewer)) };
}
