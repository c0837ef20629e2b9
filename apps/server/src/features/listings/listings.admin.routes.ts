import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListingsReplySchema,
  ListingAdminUpdateSchema,
  ListingReplySchema,
  ListingsQuerySchema,
} from '@sangam/shared/listings';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import { z } from 'zod';
import { requireAdmin, viewerRef } from '../../plugins/auth.ts';
import { toListingView } from './listing-view.ts';
import { listListings } from './listings.queries.ts';
import { checkImageDataUrl } from '../media/upload-checks.service.ts';
import { LISTING_IMAGE, adminUpdateListing } from './listings.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 413));
const AdminQuery = ListingsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).optional().default(LISTING_LIMITS.adminPageSize),
});

/** Listing management: every listing, approved or pending. Admins only, checked on every route. */
export const listingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/', {
    schema: answering(AdminListingsReplySchema, { querystring: AdminQuery }),
    handler: async (request) => {
      const { search, category } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listListings(app.db, { search, category, approvedOnly: false, dialect: app.dialect }, window),
      );
      const viewer = viewerRef(request.viewer);
      return { listings: rows.map((row) => toListingView(row, viewer, true)), pagination };
    },
  });

  app.put('/:id', {
    bodyLimit: UPLOADS.listingImageEncodedMax + 64 * 1024,
    schema: answering(ListingReplySchema, { params: IdParams, body: ListingAdminUpdateSchema }),
    handler: async (request) => {
      const image = await checkImageDataUrl(request, LISTING_IMAGE, request.body.image);
      const updated = await adminUpdateListing(app.db, request.params.id, request.viewer!, request.body, image);
      return updated;
    },
  });
};
