// Messages of the upload pipeline that are not one feature's (zod-free, for the web app's first chunk).
// Catalogue ids (common.upload.*), translated where they are sent.
// A feature's own wording (too large, wrong type, too many) comes with its upload declaration.
import type { MessageId } from './i18n/namespaces.ts';

export const UPLOAD_MESSAGES = {
  notMultipart: 'common.upload.notMultipart',
  unexpectedFile: 'common.upload.unexpectedFile',
  tooManyFiles: 'common.upload.tooManyFiles',
  tooManyPixels: 'common.upload.tooManyPixels',
  throttled: 'common.upload.throttled',
  quotaExceeded: 'common.upload.quotaExceeded',
  unreadable: 'common.upload.unreadable',
  fieldTooLong: 'common.upload.fieldTooLong',
  tooManyFields: 'common.upload.tooManyFields',
} as const satisfies Record<string, MessageId>;
