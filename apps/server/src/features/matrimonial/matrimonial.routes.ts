import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  ContactViewsReplySchema,
  MatrimonialFieldsSchema,
  MatrimonialListReplySchema,
  MatrimonialProfileReplySchema,
  MatrimonialQuerySchema,
  MATRIMONIAL_MESSAGES as M,
  MyProfilesReplySchema,
} from '@sangam/shared/matrimonial';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params } from '../../lib/id-params.ts';
import { requireMember } from '../../plugins/auth.ts';
import { parseUploadFields, readUpload } from '../media/media-upload.service.ts';
import { MediaSignatureSchema, sendAdmittedMedia, serveMedia } from '../media/media.service.ts';
import { profileBiodataPdf } from './biodata-pdf.ts';
import { photoPath, profileVisibleTo } from './matrimonial-view.ts';
import { findPhotoId, findProfile } from './matrimonial.queries.ts';
import {
  MATRIMONIAL_UPLOADS,
  biodataFor,
  contactViews,
  createProfile,
  editProfile,
  getProfile,
  listProfiles,
  myProfiles,
  removeProfile,
} from './matrimonial.service.ts';

const errors = errorReplies(400, 401, 403, 404, 413, 429);

/** Matrimonial profiles: the list and details for everyone, photos for members, contacts and biodata for premium. */
export const matrimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profiles', {
    schema: {
      tags: ['matrimonial'],
      querystring: MatrimonialQuerySchema,
      response: { 200: MatrimonialListReplySchema, ...errors },
    },
    handler: (request) => listProfiles(app.db, app.dialect, request.query, request.viewer, app.mediaUrls),
  });

  app.get('/my-profiles', {
    onRequest: requireMember(),
    schema: { tags: ['matrimonial'], response: { 200: MyProfilesReplySchema, ...errors } },
    handler: (request) => myProfiles(app.db, request.viewer!, app.mediaUrls),
  });

  app.get('/profiles/:id', {
    schema: { tags: ['matrimonial'], params: Params, response: { 200: MatrimonialProfileReplySchema, ...errors } },
    handler: (request) => getProfile(app.db, request.params.id, request.viewer, app.mediaUrls),
  });

  app.get('/profiles/:id/views', {
    onRequest: requireMember(),
    schema: { tags: ['matrimonial'], params: Params, response: { 200: ContactViewsReplySchema, ...errors } },
    handler: (request) => contactViews(app.db, request.params.id, request.viewer!),
  });

  // Photos: a signed URL from a profile reply (an <img> cannot send a token) or a member's bearer token.
  app.get('/profiles/:id/image/:index', {
    schema: {
      tags: ['matrimonial'],
      params: Params.extend({ index: z.coerce.number().int().min(0).max(99) }),
      querystring: MediaSignatureSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      const { id, index } = request.params;
      const row = await findProfile(app.db, id);
      // Without a signature the viewer must see the profile now (404, not 401, for one they cannot).
      if (!row || (request.query.sig === undefined && !profileVisibleTo(row, request.viewer))) {
        throw notFound(M.notFound);
      }
      const mediaId = await findPhotoId(app.db, id, index);
      if (!mediaId) throw notFound(M.photoNotFound);
      return serveMedia(request, reply, mediaId, request.query, {
        path: photoPath(id, index),
        // A link handed to members works while the profile is listed; the owner's and admins' keep working.
        recordAllows: (reader) =>
          'viewer' in reader
            ? profileVisibleTo(row, reader.viewer)
            : reader.link === 'owner' || profileVisibleTo(row, null),
      });
    },
  });

  app.get('/profiles/:id/biodata', {
    onRequest: requireMember(),
    schema: { tags: ['matrimonial'], params: Params, response: { 200: z.any(), ...errors } },
    handler: async (request, reply) => {
      const row = await biodataFor(app.db, request.params.id, request.viewer!);
      const filename = `${row.fullName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'biodata'} Biodata.pdf`;
      if (row.biodataMediaId) return sendAdmittedMedia(request, reply, row.biodataMediaId, filename);
      const pdf = await profileBiodataPdf(row);
      return reply
        .type('application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store, max-age=0')
        .header('content-disposition', contentDisposition(filename))
        .send(pdf);
    },
  });

  app.post('/profiles', {
    onRequest: requireMember(),
    schema: {
      tags: ['matrimonial'],
      consumes: ['multipart/form-data'],
      response: { 201: MatrimonialProfileReplySchema, ...errors },
    },
    handler: async (request, reply) => {
      const { fields, files } = await readUpload(request, MATRIMONIAL_UPLOADS);
      const body = parseUploadFields(MatrimonialFieldsSchema, fields);
      return reply.status(201).send(await createProfile(app.db, request.viewer!, body, files, app.mediaUrls));
    },
  });

  app.put('/profiles/:id', {
    onRequest: requireMember(),
    schema: {
      tags: ['matrimonial'],
      consumes: ['multipart/form-data'],
      params: Params,
      response: { 200: MatrimonialProfileReplySchema, ...errors },
    },
    handler: async (request) => {
      const { fields, files } = await readUpload(request, MATRIMONIAL_UPLOADS);
      const body = parseUploadFields(MatrimonialFieldsSchema, fields);
      return editProfile(app.db, request.params.id, request.viewer!, body, files, app.mediaUrls);
    },
  });

  app.delete('/profiles/:id', {
    onRequest: requireMember(),
    schema: { tags: ['matrimonial'], params: Params, response: { 200: MessageReplySchema, ...errors } },
    handler: (request) => removeProfile(app.db, request.params.id, request.viewer!),
  });
};
