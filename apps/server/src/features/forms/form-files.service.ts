import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { readUpload } from '../media/media-upload.service.ts';
import type { UploadSpec } from '../media/upload-checks.service.ts';
import { replaceMedia } from '../media/media.service.ts';
import { isOpen, loadFormBySlugOrId } from './forms.service.ts';

const MB = 1024 * 1024;

/** A form's file field takes one image or PDF of up to 10 MB per upload. */
export const FORM_UPLOADS = {
  file: {
    kind: ['image', 'pdf'],
    maxBytes: 10 * MB,
    messages: {
      tooLarge: FORM_MESSAGES.fileTooLarge,
      wrongType: FORM_MESSAGES.fileType,
      tooMany: FORM_MESSAGES.oneFile,
    },
  },
} satisfies UploadSpec;

/**
 * Media ids of form uploads that say which form and field they were uploaded for: 16 random hex digits and 8 of
 * an HMAC over them and the form and field ids. A submit tells a file uploaded for another form or field by its
 * id alone, with nothing more stored (the id keeps the 24 hex digits of every media id).
 */
/** The field id a file uploaded without `?field=` is bound to: any file field of its form. */
export const ANY_FILE_FIELD = '*';

export class FormFileIds {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'sangam', 'form-file-ids', 32));
  }

  issue(formId: string, fieldId: string): string {
    const random = randomBytes(8).toString('hex');
    return random + this.tag(random, formId, fieldId);
  }

  madeFor(id: string, formId: string, fieldId: string): boolean {
    if (!/^[a-f0-9]{24}$/.test(id)) return false;
    const expected = Buffer.from(this.tag(id.slice(0, 16), formId, fieldId));
    return timingSafeEqual(Buffer.from(id.slice(16)), expected);
  }

  private tag(random: string, formId: string, fieldId: string): string {
    return createHmac('sha256', this.key).update(`${random}\n${formId}\n${fieldId}`).digest('hex').slice(0, 8);
  }
}

/**
 * Stores a file for a submission to come, for one file field of the form (`fieldId`, the upload's `?field=`, or any):
 * private, owned by the member (or by nobody for a visitor). The submission claims it by id within a day;
 * unclaimed files are removed by the weekly media clean-up.
 */
export async function uploadFormFile(
  request: FastifyRequest,
  slugOrId: string,
  fieldId: string | undefined,
  fileIds: FormFileIds,
) {
  const form = await loadFormBySlugOrId(request.server.db, slugOrId);
  if (!isOpen(form)) throw notFound(FORM_MESSAGES.notFound);
  const viewer = request.viewer;
  if (!viewer && form.settings.requireLogin) throw unauthorized(FORM_MESSAGES.loginToSubmit);
  if (viewer && viewer.user.accountStatus !== 'active') throw forbidden(FORM_MESSAGES.loginToSubmit);
  // Checked before the body is read: a request for no file field of this form sends its bytes for nothing. Without
  // `field` (clients from before it existed) the file is bound to the form: any of its file fields may claim it.
  const fileFields = form.fields.filter((f) => f.type === 'file');
  const field = fieldId === undefined ? fileFields[0] : fileFields.find((f) => f.id === fieldId);
  if (!field) throw badRequest(FORM_MESSAGES.file, { [fieldId === undefined ? 'file' : 'field']: FORM_MESSAGES.file });
  const { files } = await readUpload(request, FORM_UPLOADS);
  const sent = files.file[0];
  if (!sent) throw badRequest(FORM_MESSAGES.file, { file: FORM_MESSAGES.file });
  const file = { ...sent, id: fileIds.issue(form.id, fieldId === undefined ? ANY_FILE_FIELD : field.id) };
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
