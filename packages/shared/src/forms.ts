import { z } from 'zod';
import { pageReply } from './pagination.ts';
import {
  ALIGNMENTS,
  BORDER_RADII,
  CHOICE_TYPES,
  FIELD_WIDTHS,
  FORM_CATEGORIES,
  FORM_DEFAULTS,
  FORM_LIMITS,
  FORM_MESSAGES,
  FORM_STATUSES,
  FORM_THEMES,
  SPACINGS,
} from './form-messages.ts';

// One definition of a form for the builder, the filler and the server (admin-and-forms spec section 3).
// The rules of the builder's Save (section 5) are this schema's, so the server refuses what the builder would.

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

export const FieldOptionSchema = z.object({
  label: z.string().trim().min(1, FORM_MESSAGES.labelRequired).max(FORM_LIMITS.optionLabelMax),
  value: z.string().trim().min(1, FORM_MESSAGES.labelRequired).max(FORM_LIMITS.optionLabelMax),
});
export type FieldOption = z.infer<typeof FieldOptionSchema>;

const nonNegative = z.number().int().min(0).optional();

export const FieldValidationSchema = z
  .object({ minLength: nonNegative, maxLength: nonNegative, min: z.number().optional(), max: z.number().optional() })
  .default({});

export const FieldConditionalSchema = z
  .object({
    enabled: z.boolean().default(false),
    field: z.string().max(FORM_LIMITS.fieldIdMax).default(''),
    value: z.string().max(FORM_LIMITS.optionLabelMax).default(''),
    action: z.enum(['show', 'hide']).default('show'),
  })
  .default({ enabled: false, field: '', value: '', action: 'show' });
export type FieldConditional = z.infer<typeof FieldConditionalSchema>;

export const FieldStylingSchema = z
  .object({ width: z.enum(FIELD_WIDTHS).default('full'), alignment: z.enum(ALIGNMENTS).default('left') })
  .default({ width: 'full', alignment: 'left' });

const base = {
  id: z
    .string()
    .trim()
    .min(1)
    .max(FORM_LIMITS.fieldIdMax)
    .regex(/^[A-Za-z0-9_-]+$/, FORM_MESSAGES.fieldIdCharacters),
  label: z
    .string({ error: FORM_MESSAGES.labelRequired })
    .trim()
    .min(1, FORM_MESSAGES.labelRequired)
    .max(FORM_LIMITS.labelMax),
  placeholder: optionalText(FORM_LIMITS.placeholderMax),
  helpText: optionalText(FORM_LIMITS.helpTextMax),
  required: z.boolean().default(false),
  defaultValue: z.union([z.string().max(FORM_LIMITS.textAnswerMax), z.number(), z.array(z.string())]).optional(),
  validation: FieldValidationSchema,
  conditional: FieldConditionalSchema,
  styling: FieldStylingSchema,
};

const plain = <T extends string>(type: T) => z.object({ ...base, type: z.literal(type) });
const choice = <T extends (typeof CHOICE_TYPES)[number]>(type: T) =>
  z.object({
    ...base,
    type: z.literal(type),
    options: z
      .array(FieldOptionSchema, { error: FORM_MESSAGES.optionsRequired })
      .min(2, FORM_MESSAGES.optionsRequired)
      .max(FORM_LIMITS.optionsMax),
  });

/** The 17 field types; select, radio and checkbox carry options, html carries content (sanitised by the server). */
export const FormFieldSchema = z.discriminatedUnion('type', [
  plain('text'),
  plain('textarea'),
  plain('email'),
  plain('phone'),
  plain('number'),
  plain('url'),
  choice('select'),
  choice('radio'),
  choice('checkbox'),
  plain('rating'),
  plain('date'),
  plain('time'),
  plain('datetime'),
  plain('file'),
  plain('signature'),
  plain('divider'),
  z.object({ ...base, type: z.literal('html'), content: z.string().max(FORM_LIMITS.htmlContentMax).default('') }),
]);
export type FormField = z.infer<typeof FormFieldSchema>;
export type FormFieldInput = z.input<typeof FormFieldSchema>;

const isoOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), FORM_MESSAGES.date)
  .nullable()
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), FORM_MESSAGES.url)
  .refine((v) => v === '' || URL.canParse(v), FORM_MESSAGES.url);

export const FormSettingsSchema = z
  .object({
    allowMultipleSubmissions: z.boolean().default(FORM_DEFAULTS.allowMultipleSubmissions),
    requireLogin: z.boolean().default(FORM_DEFAULTS.requireLogin),
    submissionLimit: z.number().int().min(1).nullable().default(null),
    startDate: isoOrEmpty,
    endDate: isoOrEmpty,
    successMessage: z
      .string()
      .trim()
      .max(FORM_LIMITS.successMessageMax)
      .transform((v) => v || FORM_DEFAULTS.successMessage)
      .default(FORM_DEFAULTS.successMessage),
    redirectUrl: httpUrl.default(''),
    emailNotification: z
      .object({
        enabled: z.boolean().default(false),
        recipients: z.array(z.email(FORM_MESSAGES.email)).max(FORM_LIMITS.recipientsMax).default([]),
        subject: z.string().trim().max(200).default(''),
      })
      .default({ enabled: false, recipients: [], subject: '' }),
    captcha: z.boolean().default(FORM_DEFAULTS.captcha),
  })
  .refine((s) => !s.startDate || !s.endDate || s.startDate <= s.endDate, {
    message: FORM_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type FormSettings = z.infer<typeof FormSettingsSchema>;

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, FORM_MESSAGES.colour);

export const FormStylingSchema = z
  .object({
    theme: z.enum(FORM_THEMES).default('modern'),
    primaryColor: colour.default(FORM_DEFAULTS.primaryColor),
    backgroundColor: colour.default('#FFFFFF'),
    borderRadius: z.enum(BORDER_RADII).default('medium'),
    spacing: z.enum(SPACINGS).default('normal'),
    typography: z.string().trim().max(50).default('system'),
  })
  .default({
    theme: 'modern',
    primaryColor: FORM_DEFAULTS.primaryColor,
    backgroundColor: '#FFFFFF',
    borderRadius: 'medium',
    spacing: 'normal',
    typography: 'system',
  });
export type FormStyling = z.infer<typeof FormStylingSchema>;

/** Body of POST /api/forms and PUT /api/forms/{id}: what the builder saves. */
export const FormInputSchema = z
  .object({
    title: z
      .string({ error: FORM_MESSAGES.titleRequired })
      .trim()
      .min(1, FORM_MESSAGES.titleRequired)
      .max(FORM_LIMITS.titleMax),
    description: z.string().trim().max(FORM_LIMITS.descriptionMax).default(''),
    category: z.enum(FORM_CATEGORIES).default(FORM_DEFAULTS.category),
    status: z.enum(FORM_STATUSES).default(FORM_DEFAULTS.status),
    fields: z
      .array(FormFieldSchema, { error: FORM_MESSAGES.fieldsRequired })
      .min(1, FORM_MESSAGES.fieldsRequired)
      .max(FORM_LIMITS.fieldsMax),
    settings: FormSettingsSchema.default(FormSettingsSchema.parse({})),
    styling: FormStylingSchema,
  })
  .superRefine((form, ctx) => {
    const ids = new Set<string>();
    form.fields.forEach((field, index) => {
      if (field.id.startsWith('_'))
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.reservedFieldId, path: ['fields', index, 'id'] });
      if (ids.has(field.id))
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.duplicateFieldId, path: ['fields', index, 'id'] });
      ids.add(field.id);
    });
    form.fields.forEach((field, index) => {
      const rule = field.conditional;
      if (rule.enabled && (rule.field === field.id || !ids.has(rule.field))) {
        ctx.addIssue({
          code: 'custom',
          message: FORM_MESSAGES.ruleField,
          path: ['fields', index, 'conditional', 'field'],
        });
      }
      const { minLength, maxLength, min, max } = field.validation;
      if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
        ctx.addIssue({
          code: 'custom',
          message: FORM_MESSAGES.minAboveMax,
          path: ['fields', index, 'validation', 'maxLength'],
        });
      }
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({
          code: 'custom',
          message: FORM_MESSAGES.minAboveMax,
          path: ['fields', index, 'validation', 'max'],
        });
      }
    });
  });
export type FormInput = z.input<typeof FormInputSchema>;
export type FormDefinition = z.output<typeof FormInputSchema>;

/** A file answer as stored: the upload pipeline's media id and what the submitter's file was called. */
export const FileAnswerSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{24}$/),
  name: z.string().max(255),
  size: z.number().int().min(0).optional(),
  contentType: z.string().max(100).optional(),
});
export type FileAnswer = z.infer<typeof FileAnswerSchema>;

// Replies of the forms routes (the server's response schemas).

/**
 * JSON the server stored through the schemas above and sends back as it is: an object on the wire (passed through
 * unchecked by the reply writer), typed as what was stored.
 */
const storedJson = <T>() => z.record(z.string(), z.unknown()) as unknown as z.ZodType<T>;

/** A form as admins see it (the builder, the list, the preview). */
export const FormViewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  /** As stored; the admin routes write only FORM_CATEGORIES and FORM_STATUSES. */
  category: z.string(),
  status: z.string(),
  fields: z.array(storedJson<FormField>()),
  settings: storedJson<FormSettings>(),
  styling: storedJson<FormStyling>(),
  submissionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** The category and status as the builder's save and the status route store them (one of the lists). */
export type FormView = Omit<z.infer<typeof FormViewSchema>, 'category' | 'status'> &
  Pick<FormDefinition, 'category' | 'status'>;

/** GET /api/forms/public/{slug}: the form itself (no notification recipients, no counts) and its spam defence. */
export const PublicFormSchema = FormViewSchema.omit({ submissionCount: true, updatedAt: true, settings: true }).extend({
  settings: storedJson<Omit<FormSettings, 'emailNotification'>>(),
  /** Signed when handed out; sent back as `_token` so the server can tell how long filling took. */
  fillToken: z.string(),
  /** With captcha on: the proof of work to solve in the browser. */
  captcha: z.object({ challenge: z.string(), bits: z.number() }).nullable(),
});
export type PublicFormView = Omit<z.infer<typeof PublicFormSchema>, 'category' | 'status'> &
  Pick<FormDefinition, 'category' | 'status'>;

export const FormReplySchema = z.object({ form: FormViewSchema });
export type FormReply = { form: FormView };
export const AdminFormReplySchema = z.object({ data: z.object({ form: FormViewSchema }) });
export type AdminFormReply = { data: { form: FormView } };
export const FormsListReplySchema = pageReply('forms', FormViewSchema);
export type FormsListReply = Omit<z.infer<typeof FormsListReplySchema>, 'forms'> & { forms: FormView[] };

/** POST /api/forms/submit/{slugOrId}. */
export const SubmitReplySchema = z.object({
  submission: z.object({ _id: z.string() }),
  message: z.string(),
  redirectUrl: z.string(),
});
export type SubmitReply = z.infer<typeof SubmitReplySchema>;

/** POST /api/forms/files/{slugOrId}: the stored file, for the answer to name. */
export const FormFileReplySchema = z.object({
  file: z.object({ id: z.string(), name: z.string(), size: z.number(), contentType: z.string() }),
});
export type FormFileReply = z.infer<typeof FormFileReplySchema>;
