import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  ListingCreateSchema,
  ListingOwnerUpdateSchema,
  ListingReplySchema,
  ListingPreviewReplySchema,
  MyListingsReplySchema,
  ListingsQuerySchema,
  ListingsReplySchema,
} from '@sangam/shared/listings';
import { UPLOADS } from '@sangam/shared/limits';
import { requireMember, viewerRef } from '../../plugins/auth.ts';
import { toListingView } from './listing-view.ts';
import { approvedCategories, listListings } from './listings.queries.ts';
import { checkImageDataUrl } from '../media/upload-checks.service.ts';
import {
  LISTING_IMAGE,
  createListing,
  editableListing,
  getListing,
  listingPreviewFor,
  myListings,
  ownerUpdateListing,
  removeListing,
  revealListingContact,
} from './listings.service.ts';
import { ListingContactReplySchema } from '@sangam/shared/privacy';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';

const answering = routeSchemas(['listings'], errorReplies(400, 401, 403, 404, 413, 429));

/** The Business Directory: members only, as the spec says. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    onRequest: requireMember(),
    schema: answering(ListingsReplySchema, { querystring: ListingsQuerySchema }),
    handler: async (request) => {
      const { search, category } = request.query;
      const viewer = viewerRef(request.viewer);
      const [{ rows, pagination }, dropdown] = await Promise.all([
        readPage(request.query, (window) =>
          listListings(app.db, { search, category, approvedOnly: true, dialect: app.dialect }, window),
        ),
        approvedCategories(app.db),
      ]);
      return { listings: rows.map((row) => toListingView(row, viewer)), categories: dropdown, pagination };
    },
  });

  // Before '/:id': "mine" is not an id.
  app.get('/mine', {
    onRequest: requireMember(),
    schema: answering(MyListingsReplySchema),
    handler: (request) => myListings(app.db, request.viewer!),
  });

  // Public, unlike the rest: the visitor who opened a shared link sees what was shared (never its contacts).
  app.get('/:id/preview', {
    schema: answering(ListingPreviewReplySchema, { params: Params }),
    handler: (request) => listingPreviewFor(app.db, request.params.id),
  });

  app.put('/:id', {
    onRequest: requireMember(),
    // As on create: room for the largest image the spec allows, plus the text fields.
    bodyLimit: UPLOADS.listingImageEncodedMax + 64 * 1024,
    schema: answering(ListingReplySchema, { params: Params, body: ListingOwnerUpdateSchema }),
    handler: async (request) => {
      // Whose listing it is first: nobody else's image is read, throttled or counted against a quota.
      const row = await editableListing(app.db, request.params.id, request.viewer!);
      // An empty image field keeps the image, as omitting it does; null removes it.
      const { image: sent } = request.body;
      const image = await checkImageDataUrl(request, LISTING_IMAGE, sent === '' ? undefined : sent);
      const updated = await ownerUpdateListing(app.db, row, request.viewer!, request.body, image);
      return updated;
    },
  });

  app.get('/:id', {
    onRequest: requireMember(),
    schema: answering(ListingReplySchema, { params: Params }),
    handler: (request) => getListing(app.db, request.params.id, request.viewer!),
  });

  // "Show contact" (issue 36): a premiumRequired listing's contacts, logged and capped for premium members.
  app.post('/:id/contact', {
    onRequest: requireMember(),
    schema: answering(ListingContactReplySchema, { params: Params }),
    handler: (request) => revealListingContact(app.db, request.params.id, request.viewer!),
  });

  app.post('/', {
    onRequest: requireMember(),
    // Room for the largest image the spec allows, plus the text fields.
    bodyLimit: UPLOADS.listingImageEncodedMax + 64 * 1024,
    schema: answering(ListingReplySchema, { body: ListingCreateSchema }, 201),
    handler: async (request, reply) => {
      // A member at the day's limit is told so before any image is read, throttled or counted (the write checks
      // again in its transaction).
      await assertWithinPostingLimit(app.db, request.viewer!.user, 'listings');
      // An empty image field means no image, as before.
      const image = await checkImageDataUrl(request, LISTING_IMAGE, request.body.image || undefined);
      const created = await createListing(app.db, request.viewer!, request.body, image);
      return reply.status(201).send(created);
    },
  });

  app.delete('/:id', {
    onRequest: requireMember(),
    schema: answering(MessageReplySchema, { params: Params }),
    handler: async (request) => {
      const removed = await removeListing(app.db, request.params.id, request.viewer!);
      return removed;
    },
  });
};
