import type { Db } from '../../db/dialect.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { listingVisibleTo } from './listing-view.ts';
import { findListing } from './listings.queries.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';

/** /service-listings/<id> shared on WhatsApp shows the listing; contacts never appear in a preview. */
export const listingPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/service-listings\/([a-zA-Z0-9]{1,64})$/,
  resolve: async (match) => {
    const listing = await findListing(db, match[1]!);
    if (!listing || !listingVisibleTo(listing, null)) return null;
    return {
      siteName: await communityNameOf(db),
      title: listing.title,
      description: `${listing.category} · ${listing.description}`,
      image: mediaUrl(listing.imageId),
      path: match[0],
    };
  },
});
