import type { FastifyRequest } from 'fastify';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { readUpload, type UploadSpec } from '../media/media-upload.service.ts';
import { replaceMedia } from '../media/media.service.ts';
import { isOpen, loadFormBySlugOrId } from './forms.service.ts';

const MB = 1024 * 1024;

/** A form's file field takes one image or PDF of up to 10 MB per upload. */
export const FORM_UPLOADS = {
  file: {
    kind: ['image', 'pdf'],
    maxBytes: 10 * MB,
    messages: {
      tooLarge: 'The file must be smaller than 10MB',
      wrongType: 'Please attach an image (png, jpg, jpeg) or a PDF',
    },
  },
} satisfies UploadSpec;

/**
 * Stores a file for a submission to come: private, owned by the member (or by nobody for a visitor). The
 * submission claims it by id within a day; unclaimed files are removed by the weekly media clean-up.
 */
export async function uploadFormFile(request: FastifyRequest, slugOrId: string) {
  const form = await loadFormBySlugOrId(request.server.db, slugOrId);
  if (!isOpen(form)) throw notFound(FORM_MESSAGES.notFound);
  const viewer = request.viewer;
  if (!viewer && form.settings.requireLogin) throw unauthorized(FORM_MESSAGES.loginToSubmit);
  if (viewer && viewer.user.accountStatus !== 'active') throw forbidden(FORM_MESSAGES.loginToSubmit);
  if (!form.fields.some((field) => field.type === 'file')) {
    throw badRequest(FORM_MESSAGES.file, { file: FORM_MESSAGES.file });
  }
  const { files } = await readUpload(request, FORM_UPLOADS);
  const file = files.file[0];
  if (!file) throw badRequest(FORM_MESSAGES.file, { file: FORM_MESSAGES.file });
  await request.server.db
    .transaction()
    .execute((trx) =>
      replaceMedia(trx, { ownerId: viewer?.user.id ?? null, access: 'private', previous: [], next: [file] }),
    );
  return {
    id: file.id,
    name: file.filename ?? (file.kind === 'image' ? 'image.jpg' : 'file.pdf'),
    size: file.byteSize,
    contentType: file.contentType,
  };
}
