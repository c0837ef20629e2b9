import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { MediaSignatureSchema, serveMedia, type MediaSignature } from '../media/media.service.ts';
import {
  acceptedFamiliesOf,
  familyPhotoPath,
  photoPath,
  photosHiddenFrom,
  profileVisibleTo,
} from './matrimonial-view.ts';
import { findPhotoId, findProfile } from './matrimonial.queries.ts';
import { acceptedFamilyProfiles } from './photo-access.queries.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';

const answering = routeSchemas(['matrimonial'], errorReplies(400, 401, 403, 404));

const PhotoParams = Params.extend({ index: z.coerce.number().int().min(0).max(99) });
const FamilyPhotoParams = PhotoParams.extend({ userId: z.string().min(1).max(64) });

/**
 * A profile's photo, after the profile's rules: a viewer's bearer token when the viewer sees the profile and its
 * photos now (404 otherwise, not 401); a signed link when the profile and its photo privacy still admit whom it
 * was handed to. `family` is the member an accepted family's link names (familyPhotoPath), or null for the links
 * of every reader and of the owner.
 */
async function servePhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  params: { id: string; index: number },
  query: MediaSignature,
  family: string | null,
) {
  const { id, index } = params;
  const db = request.server.db;
  const row = await findProfile(db, id);
  if (!row) throw notFound(M.notFound);
  const viewer = request.viewer;
  // Members who blocked each other do not see each other's profile, nor its photos (admins are never blocked).
  const blocked =
    viewer !== null && viewer.plan !== 'admin' && (await isBlockedEitherWay(db, viewer.user.id, row.userId));
  const viewerSees =
    !blocked &&
    profileVisibleTo(row, viewer) &&
    !photosHiddenFrom(row, viewer, await acceptedFamiliesOf(db, [row], viewer));
  // Without a signature the viewer must see the profile and its photos now.
  if (query.sig === undefined && !viewerSees) throw notFound(M.notFound);
  // A family's link works while the interest stays accepted for the member it names (or the photos are for all).
  const familyAdmitted =
    family !== null && (row.photoPrivacy === 'all' || (await acceptedFamilyProfiles(db, family, [row.id])).has(row.id));
  const mediaId = await findPhotoId(db, id, index);
  if (!mediaId) throw notFound(M.photoNotFound);
  return serveMedia(request, reply, mediaId, query, {
    path: family === null ? photoPath(id, index) : familyPhotoPath(id, index, family),
    recordAllows: (reader) => {
      if ('viewer' in reader) return viewerSees;
      // The owner's and admins' links keep working whatever the profile's state; only the plain path has them.
      if (reader.link === 'owner') return family === null;
      // A reader's link stops when the profile leaves the list, and (for the plain path) when its photos are kept
      // to accepted families: a link kept from before the owner chose so, or guessed, opens nothing.
      if (!profileVisibleTo(row, null)) return false;
      return family === null ? row.photoPrivacy === 'all' : familyAdmitted;
    },
  });
}

/**
 * Matrimonial photos: a signed URL from a profile reply (an <img> cannot send a token) or a member's bearer token.
 * Photos kept to accepted families ('accepted') are served to the owner, admins and those families only.
 */
export const matrimonialPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profiles/:id/image/:index', {
    schema: answering(z.any(), { params: PhotoParams, querystring: MediaSignatureSchema }),
    handler: (request, reply) => servePhoto(request, reply, request.params, request.query, null),
  });

  // The links handed to an accepted family: the member is part of the signed path.
  app.get('/profiles/:id/image/:index/for/:userId', {
    schema: answering(z.any(), { params: FamilyPhotoParams, querystring: MediaSignatureSchema }),
    handler: (request, reply) => servePhoto(request, reply, request.params, request.query, request.params.userId),
  });
};
