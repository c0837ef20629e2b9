// Messages of the upload pipeline that are not one feature's (zod-free, for the web app's first chunk).
// A feature's own wording (too large, wrong type, too many) comes with its upload declaration.

export const UPLOAD_MESSAGES = {
  notMultipart: 'The request must be sent as multipart/form-data',
  unexpectedFile: 'This field does not take a file',
  tooManyFiles: 'Too many files for this field',
  tooManyPixels: 'The image has too many pixels. Please choose a smaller image.',
  throttled: 'Too many uploads. Please wait a while and try again.',
  quotaExceeded: 'You have used all of your storage space. Remove some photos or files and try again.',
  unreadable: 'The upload could not be read. Please try again.',
  fieldTooLong: 'This field is too long',
  tooManyFields: 'The form has too many fields',
} as const;
