import { z } from 'zod';
import { PHONE_PATTERN, normalizePhone } from './phone.ts';
import {
  APPROVAL_STATUSES,
  FAMILY_TYPES,
  GENDERS,
  MATRIMONIAL_LIMITS as L,
  PHOTO_PRIVACIES,
  MATRIMONIAL_MESSAGES as M,
  PROFILE_TYPES,
  ageFromDob,
  siblingCount,
  type Gender,
} from './matrimonial-messages.ts';
import { requiredMessage, type RequiredMatrimonialField } from './matrimonial-wizard-messages.ts';
import { defaultPartnerAgeMin, legalAgeProblem, partnerAgeProblem } from './matrimonial-legal-age.ts';

export * from './matrimonial-messages.ts';
export * from './matrimonial-wizard-messages.ts';
export * from './matrimonial-replies.ts';
export * from './matrimonial-legal-age.ts';

const requiredText = (field: RequiredMatrimonialField, max: number = L.textMax) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, M.tooLong);

const requiredEnum = <T extends readonly [string, ...string[]]>(field: RequiredMatrimonialField, values: T) =>
  z.enum(values, { error: requiredMessage(field) });

const optionalText = (max: number = L.textMax) => z.string().trim().max(max, M.tooLong).optional().default('');
/** An optional text field that stands for `fallback` when left blank. */
const textOr = (fallback: string) => optionalText().transform((v) => v || fallback);

/** A multipart field holding JSON; unreadable JSON is a 400 naming the field. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: M.invalidJson });
      return z.NEVER;
    }
  }, schema);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const SiblingsSchema = z.object({
  brothers: z.unknown().optional().transform(siblingCount),
  sisters: z.unknown().optional().transform(siblingCount),
  marriedBrothers: z.unknown().optional().transform(siblingCount),
  marriedSisters: z.unknown().optional().transform(siblingCount),
});
export type Siblings = z.output<typeof SiblingsSchema>;

const preferenceList = z
  .array(z.string().trim().max(L.textMax, M.tooLong))
  .max(L.preferenceItems, M.tooLong)
  .optional()
  .default([])
  .transform((items) => items.filter(Boolean));

const partnerAge = z.coerce
  .number({ error: M.partnerAge })
  .int(M.partnerAge)
  .min(L.partnerAgeMin, M.partnerAge)
  .max(L.partnerAgeMax, M.partnerAge);

const partnerPreferencesWith = (defaultMin: number) =>
  z
    .object({
      ageRange: z
        .object({
          min: partnerAge.optional().default(defaultMin),
          max: partnerAge.optional().default(L.partnerAgeDefaultMax),
        })
        .optional()
        .default({ min: defaultMin, max: L.partnerAgeDefaultMax })
        .refine((range) => range.min <= range.max, M.partnerAgeOrder),
      heightRange: z
        .object({ min: optionalText(L.shortTextMax), max: optionalText(L.shortTextMax) })
        .optional()
        .default({ min: '', max: '' }),
      education: preferenceList,
      occupation: preferenceList,
      location: preferenceList,
      caste: preferenceList,
    })
    .default({
      ageRange: { min: defaultMin, max: L.partnerAgeDefaultMax },
      heightRange: { min: '', max: '' },
      education: [],
      occupation: [],
      location: [],
      caste: [],
    });
export const PartnerPreferencesSchema = partnerPreferencesWith(L.partnerAgeDefaultMin);
/** A profile's partner preferences before its gender is read: a minimum age left out stays 0 (see legalAges). */
const UNSET_PARTNER_MIN = 0;
const FieldsPartnerPreferencesSchema = partnerPreferencesWith(UNSET_PARTNER_MIN);
export type PartnerPreferences = z.output<typeof PartnerPreferencesSchema>;

/**
 * Age as the law has it (the Prohibition of Child Marriage Act): a groom at least 21, a bride at least 18, and a
 * partner's minimum age not below the floor of the partner's gender. Only the date of birth, gender and partner age
 * of the fields are read.
 */
function legalAges(
  fields: { dateOfBirth: string; gender: Gender; partnerPreferences: { ageRange: { min: number } } },
  ctx: z.RefinementCtx,
) {
  const tooYoung = legalAgeProblem(fields.dateOfBirth, fields.gender);
  if (tooYoung) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: tooYoung });
  const min = fields.partnerPreferences.ageRange.min;
  const partner = min === UNSET_PARTNER_MIN ? null : partnerAgeProblem(min, fields.gender);
  if (partner) ctx.addIssue({ code: 'custom', path: ['partnerPreferences', 'ageRange', 'min'], message: partner });
}

/**
 * The text fields of POST and PUT /api/matrimonial/profiles (multipart: objects as JSON strings). The files
 * (profileImages, biodata) are checked by the upload pipeline. On PUT, `keepImages` lists the indexes of the
 * current photos to keep, in order (absent: keep all), and `removeBiodata` drops the uploaded biodata.
 */
const MatrimonialFieldsObject = z.object({
  profileType: requiredEnum('profileType', PROFILE_TYPES),
  fullName: requiredText('fullName'),
  dateOfBirth: z
    .string({ error: requiredMessage('dateOfBirth') })
    .trim()
    .min(1, requiredMessage('dateOfBirth'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine(isRealDate, M.dateInvalid)
    .refine((value) => ageFromDob(value) <= L.maxAge && ageFromDob(value) >= 0, M.dateInvalid),
  gender: requiredEnum('gender', GENDERS),
  height: requiredText('height', L.shortTextMax),
  weight: optionalText(L.shortTextMax),
  contactNumber: z
    .string({ error: requiredMessage('contactNumber') })
    .transform(normalizePhone)
    .pipe(z.string().min(1, requiredMessage('contactNumber')).regex(PHONE_PATTERN, M.phoneInvalid)),
  email: z
    .string()
    .trim()
    .max(L.emailMax, M.emailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.emailInvalid)
    .optional()
    .default(''),
  city: requiredText('city'),
  state: requiredText('state'),
  country: textOr('India'),
  caste: requiredText('caste'),
  subCaste: optionalText(),
  religion: textOr('Hindu'),
  education: requiredText('education'),
  occupation: requiredText('occupation'),
  income: optionalText(),
  familyType: requiredEnum('familyType', FAMILY_TYPES),
  fatherOccupation: optionalText(),
  motherOccupation: optionalText(),
  siblings: jsonField(SiblingsSchema)
    .optional()
    .transform((s) => s ?? { brothers: 0, sisters: 0, marriedBrothers: 0, marriedSisters: 0 }),
  aboutMe: z.string().max(L.aboutMeMax, M.aboutMeMax).optional().default(''),
  partnerPreferences: jsonField(FieldsPartnerPreferencesSchema)
    .optional()
    .transform((p) => p ?? FieldsPartnerPreferencesSchema.parse(undefined)),
  keepImages: jsonField(
    z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(L.photosMax - 1),
      )
      .max(L.photosMax),
  ).optional(),
  removeBiodata: z.enum(['true', 'false']).optional(),
  /** Who sees the photos ('all' when a new profile leaves it out; an edit without it keeps the profile's). */
  photoPrivacy: z.enum(PHOTO_PRIVACIES).optional(),
  /**
   * A new profile's consent to publish (issue 36): the member's own, or a relative's they vouch for. 'false' is
   * refused; left out (older clients), creating the profile is the consent.
   */
  consentConfirmed: z.enum(['true', 'false']).optional(),
});
export const MatrimonialFieldsSchema = MatrimonialFieldsObject.superRefine(legalAges).overwrite((fields) => {
  // A minimum partner age left out is the default raised to the law's floor for the partner's gender.
  const range = fields.partnerPreferences.ageRange;
  if (range.min !== UNSET_PARTNER_MIN) return fields;
  const min = defaultPartnerAgeMin(fields.gender);
  return {
    ...fields,
    partnerPreferences: { ...fields.partnerPreferences, ageRange: { min, max: Math.max(min, range.max) } },
  };
});
export type MatrimonialFields = z.output<typeof MatrimonialFieldsSchema>;

const filterText = z.string().trim().max(L.textMax).optional().default('');

export const MatrimonialQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(L.pageSize),
  gender: z
    .enum(['', ...GENDERS])
    .optional()
    .default(''),
  ageMin: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(120).optional()),
  ageMax: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(120).optional()),
  city: filterText,
  state: filterText,
  caste: filterText,
  education: filterText,
  occupation: filterText,
  search: z.string().trim().max(L.searchMax).optional().default(''),
});
export type MatrimonialQuery = z.input<typeof MatrimonialQuerySchema>;

export const AdminMatrimonialQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(L.adminPageSize),
  status: z
    .enum(['', 'all', ...APPROVAL_STATUSES])
    .optional()
    .default(''),
  gender: z
    .enum(['', 'all', ...GENDERS])
    .optional()
    .default(''),
  city: filterText,
  search: z.string().trim().max(L.searchMax).optional().default(''),
});
export type AdminMatrimonialQuery = z.input<typeof AdminMatrimonialQuerySchema>;

export const ApprovalBodySchema = z.object({
  action: z.enum(['approve', 'reject']),
  adminNotes: z.string().trim().max(L.adminNotesMax, M.tooLong).optional().default(''),
});
export type ApprovalBody = z.input<typeof ApprovalBodySchema>;

export const VisibilityBodySchema = z.object({ isVisible: z.boolean() });
