// The form builder's and filler's constants and wording (admin-and-forms spec sections 3, 5, 9), without zod:
// the public filler's first chunk needs them, not the schema library. forms.ts builds the schemas on them.
import { messageWith, type MessageId } from './i18n/namespaces.ts';

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

/**
 * The forms' messages as catalogue ids (the words, the spec's English and the Hindi, are in locales/<lang>/forms.json).
 * The filler shows them with say(); the server's replies carry them and are translated at the edge.
 */
export const FORM_MESSAGES = {
  // Builder (spec section 5): the server answers the same.
  titleRequired: 'forms.builder.titleRequired',
  fieldsRequired: 'forms.builder.fieldsRequired',
  labelRequired: 'forms.builder.labelRequired',
  optionsRequired: 'forms.builder.optionsRequired',
  fixBeforeSaving: 'forms.builder.fixBeforeSaving',
  // Filler (spec section 5).
  required: 'forms.validation.required',
  email: 'forms.validation.email',
  phone: 'forms.validation.phone',
  url: 'forms.validation.url',
  number: 'forms.validation.number',
  // Ours, where the spec names no wording.
  option: 'forms.validation.option',
  rating: 'forms.validation.rating',
  date: 'forms.validation.date',
  time: 'forms.validation.time',
  datetime: 'forms.validation.datetime',
  file: 'forms.validation.file',
  oneFile: 'forms.validation.oneFile',
  fileForOtherField: 'forms.validation.fileForOtherField',
  fileTooLarge: 'forms.validation.fileTooLarge',
  fileType: 'forms.validation.fileType',
  signature: 'forms.validation.signature',
  loginToSubmit: 'forms.reply.loginToSubmit',
  submitted: 'forms.reply.submitted',
  defaultSuccess: 'forms.reply.defaultSuccess',
  linkCopied: 'forms.builder.linkCopied',
  confirmDelete: 'forms.builder.confirmDelete',
  // Server replies (ours).
  notFound: 'forms.reply.notFound',
  closed: 'forms.reply.closed',
  alreadySubmitted: 'forms.reply.alreadySubmitted',
  limitReached: 'forms.reply.limitReached',
  captchaRequired: 'forms.reply.captchaRequired',
  fixErrors: 'forms.reply.fixErrors',
  formDeleted: 'forms.builder.formDeleted',
  submissionNotFound: 'forms.reply.submissionNotFound',
  fileNotFound: 'forms.reply.fileNotFound',
  reservedFieldId: 'forms.builder.reservedFieldId',
  fieldIdCharacters: 'forms.builder.fieldIdCharacters',
  duplicateFieldId: 'forms.builder.duplicateFieldId',
  ruleField: 'forms.builder.ruleField',
  minAboveMax: 'forms.builder.minAboveMax',
  endBeforeStart: 'forms.builder.endBeforeStart',
  colour: 'forms.builder.colour',
  invalidStatus: 'forms.builder.invalidStatus',
  submissionUpdated: 'forms.builder.submissionUpdated',
  tooFast: 'forms.reply.tooFast',
} as const satisfies Record<string, MessageId>;

/** Messages that carry a number, as one string (an id with its values; say() and translate() read them back). */
export const FORM_MESSAGES_WITH = {
  minLength: (n: number) => messageWith('forms.validation.minLength', { n }),
  maxLength: (n: number) => messageWith('forms.validation.maxLength', { n }),
  min: (n: number) => messageWith('forms.validation.min', { n }),
  max: (n: number) => messageWith('forms.validation.max', { n }),
};

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
