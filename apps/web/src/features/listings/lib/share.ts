import { listingShareText, type ShareableListing } from '@sangam/shared/listing-messages';
import { translate } from '../../../i18n/useT.ts';
import { absoluteUrl, whatsappShareUrl } from '../../../lib/shareLink.ts';
import { categoryLabel } from './categories.ts';

export const listingPath = (id: string) => `/service-listings/${id}`;

/** The share text in the sharer's language: the labels, and the category when it is one of the form's own. */
export const listingShareTextShown = (listing: ShareableListing) =>
  listingShareText(listing, {
    category: (category) => translate('listings.share.textCategory', { category: categoryLabel(translate, category) }),
    phone: (phone) => translate('listings.share.textPhone', { phone }),
    email: (email) => translate('listings.share.textEmail', { email }),
  });

/**
 * WhatsApp's share address with the listing's text and its link (the server gives the link a preview card). The
 * sharer's referral code rides along (`?ref=`), so a visitor who joins from the link counts as their referral.
 */
export const listingWhatsAppUrl = (listing: ShareableListing & { _id: string }, referralCode?: string) => {
  const path = listingPath(listing._id) + (referralCode ? `?ref=${encodeURIComponent(referralCode)}` : '');
  return whatsappShareUrl(`${listingShareTextShown(listing)}\n${absoluteUrl(path)}`);
};
