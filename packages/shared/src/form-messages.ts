// The form builder's and filler's constants and wording (admin-and-forms spec sections 3, 5, 9), without zod:
// the public filler's first chunk needs them, not the schema library. forms.ts builds the schemas on them.

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'url',
  'select',
  'radio',
  'checkbox',
  'rating',
  'date',
  'time',
  'datetime',
  'file',
  'signature',
  'divider',
  'html',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field types that offer a fixed list of options. */
export const CHOICE_TYPES = ['select', 'radio', 'checkbox'] as const satisfies readonly FieldType[];
/** Field types that only show something and take no answer. */
export const DISPLAY_TYPES = ['divider', 'html'] as const satisfies readonly FieldType[];
/** Field types whose minLength / maxLength apply (the builder offers them for text, textarea and email). */
export const LENGTH_TYPES = ['text', 'textarea', 'email'] as const satisfies readonly FieldType[];

export const FORM_CATEGORIES = [
  'survey',
  'registration',
  'feedback',
  'contact',
  'poll',
  'quiz',
  'application',
  'other',
] as const;
/** The builder offers these (no poll, no quiz). */
export const BUILDER_CATEGORIES = [
  'survey',
  'registration',
  'feedback',
  'contact',
  'application',
  'other',
] as const satisfies readonly (typeof FORM_CATEGORIES)[number][];
export const FORM_STATUSES = ['draft', 'active', 'inactive', 'archived'] as const;
export const BUILDER_STATUSES = ['draft', 'active', 'inactive'] as const;
export const SUBMISSION_STATUSES = ['pending', 'reviewed', 'approved', 'rejected', 'spam'] as const;
export const FORM_THEMES = ['modern', 'minimal', 'warm', 'nature', 'professional'] as const;
export const BORDER_RADII = ['none', 'small', 'medium', 'large'] as const;
export const SPACINGS = ['compact', 'normal', 'relaxed'] as const;
export const FIELD_WIDTHS = ['full', 'half', 'third', 'quarter'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

export const FORM_DEFAULTS = {
  category: 'other',
  status: 'draft',
  requireLogin: true,
  allowMultipleSubmissions: false,
  captcha: false,
  primaryColor: '#3B82F6',
  successMessage: 'Thank you for your submission!',
} as const;

export const FORM_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  labelMax: 200,
  placeholderMax: 200,
  helpTextMax: 500,
  fieldIdMax: 64,
  fieldsMax: 100,
  optionsMax: 100,
  optionLabelMax: 200,
  htmlContentMax: 20_000,
  textAnswerMax: 10_000,
  successMessageMax: 1000,
  recipientsMax: 10,
  ratingMin: 1,
  ratingMax: 5,
  textareaRows: 4,
  pageSize: 10,
  descriptionPreview: 100,
  submissionsPageSize: 20,
  tablePreviewEntries: 2,
  tablePreviewChars: 50,
  cardPreviewEntries: 3,
  cardPreviewChars: 30,
} as const;

export const FORM_MESSAGES = {
  // Builder (spec section 5): the server answers the same.
  titleRequired: 'Form title is required',
  fieldsRequired: 'At least one field is required',
  labelRequired: 'Field label is required',
  optionsRequired: 'At least 2 options are required',
  fixBeforeSaving: 'Please fix the validation errors before saving',
  // Filler (spec section 5).
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  url: 'Please enter a valid URL',
  minLength: (n: number) => `Minimum ${n} characters required`,
  maxLength: (n: number) => `Maximum ${n} characters allowed`,
  number: 'Please enter a valid number',
  min: (n: number) => `Minimum value is ${n}`,
  max: (n: number) => `Maximum value is ${n}`,
  // Ours, where the spec names no wording.
  option: 'Please choose one of the options offered',
  rating: 'Please choose a rating from 1 to 5',
  date: 'Please enter a valid date',
  time: 'Please enter a valid time',
  datetime: 'Please enter a valid date and time',
  file: 'Please attach the file again',
  oneFile: 'Only one file can be uploaded for this question',
  fileForOtherField: 'This file was uploaded for another question. Please attach it again here.',
  signature: 'Please sign again',
  loginToSubmit: 'Please log in to submit this form',
  submitted: 'Your form has been submitted successfully.',
  linkCopied: 'Form link copied to clipboard!',
  confirmDelete: 'Are you sure you want to delete this form? This action cannot be undone.',
  // Server replies (ours).
  notFound: 'Form not found',
  closed: 'This form is not accepting submissions at the moment',
  alreadySubmitted: 'You have already submitted this form',
  limitReached: 'This form has reached its submission limit',
  captchaRequired: 'Please complete the CAPTCHA check',
  fixErrors: 'Please correct the highlighted fields',
  formDeleted: 'Form deleted successfully',
  submissionNotFound: 'Submission not found',
  fileNotFound: 'File not found',
  reservedFieldId: 'Field ids cannot start with _',
  invalidStatus: 'Please choose a valid status',
  tooFast: 'Please take a moment to check your answers, then submit again',
} as const;

export const FORM_ERROR_TYPES = { tooFast: 'TOO_FAST' } as const;

/**
 * Spam defence of public forms. The public form reply carries `fillToken` (signed: form, time handed out,
 * captcha challenge); the filler sends it back as `_token`, the hidden honeypot input as `_honeypot`, and with
 * captcha on the proof-of-work nonce as `_captcha`. Field ids never start with `_`, so these never collide.
 */
export const FORM_SPAM = {
  tokenKey: '_token',
  honeypotKey: '_honeypot',
  captchaKey: '_captcha',
  /** Faster than this from the form's load to its submit is refused (400 TOO_FAST): the filler waits this long. */
  minFillMs: 3_000,
  /** A fill token older than this no longer proves anything (the form is judged as a plain submission). */
  tokenMaxAgeMs: 24 * 3_600_000,
  /** Leading zero bits of SHA-256(`${challenge}:${nonce}`): about 16,000 hashes, a second or two on a phone. */
  captchaBits: 14,
  /** Public submissions per client address per window. */
  ipLimit: 60,
  ipWindowMs: 10 * 60_000,
} as const;
