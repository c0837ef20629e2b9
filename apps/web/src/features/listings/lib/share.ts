import { listingShareText, type ShareableListing } from '@sangam/shared/listing-messages';
import { absoluteUrl, whatsappShareUrl } from '../../../lib/shareLink.ts';

export const listingPath = (id: string) => `/service-listings/${id}`;

/** WhatsApp's share address with the listing's text and its link (the server gives the link a preview card). */
export const listingWhatsAppUrl = (listing: ShareableListing & { _id: string }) =>
  whatsappShareUrl(`${listingShareText(listing)}\n${absoluteUrl(listingPath(listing._id))}`);
