import type { Listing } from '@sangam/shared/listings';
import { mediaUrl } from '../../lib/media-url.ts';
import type { ViewerRef } from '../../plugins/auth.ts';
import { SHOWN, labelOfState } from '../../lib/moderation-label.ts';
import { seesContacts, toMemberSummary } from '../members/member-view.ts';
import type { ListingWithOwner } from './listings.queries.ts';

/**
 * Whether a reply carries a listing's contacts: always, unless the owner asked for premium members only; then for the
 * owner alone (premium members and admins reveal them with "Show contact", logged and capped, issue 36), and in
 * the admin screens' replies (`adminRoute`).
 */
export const seesListingContacts = (row: ListingWithOwner, viewer: ViewerRef, adminRoute = false) =>
  row.premiumRequired !== 1 || seesContacts(viewer, row.ownerId) || (adminRoute && viewer?.plan === 'admin');

/** Who may reveal a premiumRequired listing's contacts: its owner, premium members and admins. */
export const mayRevealListingContacts = (row: ListingWithOwner, viewer: ViewerRef) =>
  row.premiumRequired !== 1 ||
  (viewer !== null && (viewer.id === row.ownerId || viewer.plan === 'premium' || viewer.plan === 'admin'));

/**
 * Pending listings, those of suspended or deactivated members, and those reports hid or an admin removed (issue 34)
 * are seen only by their owner and admins.
 */
export const listingVisibleTo = (row: ListingWithOwner, viewer: ViewerRef) =>
  (row.approved === 1 && row.ownerStatus === 'active' && row.moderationState === SHOWN) ||
  (viewer !== null && (viewer.id === row.ownerId || viewer.plan === 'admin'));

/** `adminRoute`: the reply of an admin screen (/api/admin/...), which keeps showing admins the contacts. */
export function toListingView(row: ListingWithOwner, viewer: ViewerRef, adminRoute = false): Listing {
  const contacts = seesListingContacts(row, viewer, adminRoute);
  const moderation =
    viewer !== null && (viewer.id === row.ownerId || viewer.plan === 'admin')
      ? labelOfState(row.moderationState)
      : undefined;
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: mediaUrl(row.imageId),
    ...(contacts
      ? { contactPhone: row.contactPhone, ...(row.contactEmail ? { contactEmail: row.contactEmail } : {}) }
      : {}),
    premiumRequired: row.premiumRequired === 1,
    approved: row.approved === 1,
    createdAt: row.createdAt,
    user: toMemberSummary({
      id: row.ownerId,
      name: row.ownerName,
      occupation: row.ownerOccupation,
      profileImageId: row.ownerImageId,
    }),
    ...(moderation ? { moderation } : {}),
  };
}
