import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  ContactViewsReplySchema,
  MatrimonialFieldsSchema,
  MatrimonialListReplySchema,
  MatrimonialProfileReplySchema,
  MatrimonialQuerySchema,
  MyProfilesReplySchema,
} from '@sangam/shared/matrimonial';
import { z } from 'zod';
import { MatrimonialContactReplySchema } from '@sangam/shared/privacy';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { parseUploadFields, readUpload } from '../media/media-upload.service.ts';
import { sendAdmittedMedia } from '../media/media.service.ts';
import { firstPhotoOf, profileBiodataPdf } from './biodata-pdf.ts';
import { withShortlisted } from './shortlist.service.ts';
import { matrimonialPhotoRoutes } from './photo-access.routes.ts';
import { acceptedFamiliesOf, photosHiddenFrom } from './matrimonial-view.ts';
import {
  MATRIMONIAL_UPLOADS,
  biodataFor,
  revealMatrimonialContact,
  contactViews,
  createProfile,
  editProfile,
  getProfile,
  listProfiles,
  myProfiles,
  removeProfile,
} from './matrimonial.service.ts';

const answering = routeSchemas(['matrimonial'], errorReplies(400, 401, 403, 404, 413, 429));

/** Matrimonial profiles: the list and details for everyone, photos for members, contacts and biodata for premium. */
export const matrimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profiles', {
    schema: answering(MatrimonialListReplySchema, { querystring: MatrimonialQuerySchema }),
    handler: async (request) => {
      const reply = await listProfiles(app.db, app.dialect, request.query, request.viewer, app.mediaUrls);
      await withShortlisted(app.db, request.viewer, reply.profiles);
      return reply;
    },
  });

  app.get('/my-profiles', {
    onRequest: requireMember(),
    schema: answering(MyProfilesReplySchema),
    handler: (request) => myProfiles(app.db, request.viewer!, app.mediaUrls),
  });

  app.get('/profiles/:id', {
    schema: answering(MatrimonialProfileReplySchema, { params: Params }),
    handler: async (request) => {
      const reply = await getProfile(app.db, request.params.id, request.viewer, app.mediaUrls);
      await withShortlisted(app.db, request.viewer, [reply.profile]);
      return reply;
    },
  });

  app.get('/profiles/:id/views', {
    onRequest: requireMember(),
    schema: answering(ContactViewsReplySchema, { params: Params }),
    handler: (request) => contactViews(app.db, request.params.id, request.viewer!),
  });

  // Photos: photo-access.routes.ts (the profile's photo privacy decides who gets them).
  await app.register(matrimonialPhotoRoutes);

  // "Show contact" (issue 36): the contact number and e-mail, logged and (premium members) capped.
  app.post('/profiles/:id/contact', {
    onRequest: requireMember(),
    schema: answering(MatrimonialContactReplySchema, { params: Params }),
    handler: (request) => revealMatrimonialContact(app.db, request.params.id, request.viewer!),
  });

  app.get('/profiles/:id/biodata', {
    onRequest: requireMember(),
    schema: answering(z.any(), { params: Params }),
    handler: async (request, reply) => {
      const row = await biodataFor(app.db, request.params.id, request.viewer!);
      const filename = `${row.fullName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'biodata'} Biodata.pdf`;
      if (row.biodataMediaId) return sendAdmittedMedia(request, reply, row.biodataMediaId, filename);
      // A made biodata carries the first photo only for those who may see the photos (photo privacy).
      const hidden = photosHiddenFrom(row, request.viewer, await acceptedFamiliesOf(app.db, [row], request.viewer));
      const photo = hidden ? undefined : await firstPhotoOf(app.db, row);
      const pdf = await profileBiodataPdf(row, photo, requestLanguage(request));
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
    schema: answering(MatrimonialProfileReplySchema, { consumes: ['multipart/form-data'] }, 201),
    handler: async (request, reply) => {
      // A member at the day's limit is told so before the photos are read (the write checks again in its
      // transaction).
      await assertWithinPostingLimit(app.db, request.viewer!.user, 'matrimonial');
      const { fields, files } = await readUpload(request, MATRIMONIAL_UPLOADS);
      const body = parseUploadFields(MatrimonialFieldsSchema, fields);
      return reply
        .status(201)
        .send(await createProfile(app.db, request.viewer!, body, files, app.mediaUrls, app.config.jwtSecret));
    },
  });

  app.put('/profiles/:id', {
    onRequest: requireMember(),
    schema: answering(MatrimonialProfileReplySchema, { consumes: ['multipart/form-data'], params: Params }),
    handler: async (request) => {
      const { fields, files } = await readUpload(request, MATRIMONIAL_UPLOADS);
      const body = parseUploadFields(MatrimonialFieldsSchema, fields);
      return editProfile(app.db, request.params.id, request.viewer!, body, files, app.mediaUrls);
    },
  });

  app.delete('/profiles/:id', {
    onRequest: requireMember(),
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => removeProfile(app.db, request.params.id, request.viewer!),
  });
};
