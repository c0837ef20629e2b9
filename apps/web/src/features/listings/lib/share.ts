import { listingShareText, type ShareableListing } from '@sangam/shared/listing-messages';
import { absoluteUrl, whatsappShareUrl } from '../../../lib/shareLink.ts';

export const listingPath = (id: string) => `/service-listings/${id}`;

/**
 * WhatsApp's share address with the listing's text and its link (the server gives the link a preview card). The
 * sharer's referral code rides along (`?ref=`), so a visitor who joins from the link counts as their referral.
 */
export const listingWhatsAppUrl = (listing: ShareableListing & { _id: string }, referralCode?: string) => {
  const path = listingPath(listing._id) + (referralCode ? `?ref=${encodeURIComponent(referralCode)}` : '');
  return whatsappShareUrl(`${listingShareText(listing)}\n${absoluteUrl(path)}`);
};
