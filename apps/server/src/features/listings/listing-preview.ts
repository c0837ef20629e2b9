import { listingCategoryLabelId } from '@sangam/shared/listing-messages';
import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { listingVisibleTo } from './listing-view.ts';
import { findListing } from './listings.queries.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';

/**
 * /service-listings/<id> shared on WhatsApp shows the listing; contacts never appear in a preview. One of the create
 * form's categories is named in the preview's language; the title, description and a member's own category as written.
 */
export const listingPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/service-listings\/([a-zA-Z0-9]{1,64})$/,
  resolve: async (match, lang) => {
    const listing = await findListing(db, match[1]!);
    if (!listing || !listingVisibleTo(listing, null)) return null;
    const labelId = listingCategoryLabelId(listing.category);
    const category = labelId ? t(lang, labelId) : listing.category;
    return {
      siteName: await communityNameOf(db),
      title: listing.title,
      description: `${category} · ${listing.description}`,
      image: mediaUrl(listing.imageId),
      path: match[0],
    };
  },
});
