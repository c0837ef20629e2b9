import { z } from 'zod';
import { CONSENT_PURPOSES, CONTACT_SUBJECTS, PRIVACY_LIMITS, PRIVACY_MESSAGES } from './privacy-messages.ts';
import { PaginationSchema } from './pagination.ts';
import { MemberSummarySchema } from './user.ts';

export * from './privacy-messages.ts';

// Members' data rights under the DPDP Act (issue 36): consent on record, who saw my number, a copy of my data.

/** One purpose's state for the member: the latest grant or withdrawal on record (none yet: at is null). */
export const ConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** The policy version the member saw when deciding. */
  version: z.string().nullable(),
  at: z.string().nullable(),
  /** The Terms cannot be withdrawn short of deleting the account. */
  required: z.boolean(),
  /** The matrimonial purpose is per profile: its id and name, and whose consent a relative's profile carries. */
  subjectId: z.string().optional(),
  subjectName: z.string().optional(),
  onBehalfOf: z.string().optional(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** GET /api/profile/consents. */
export const ConsentsReplySchema = z.object({
  policyVersion: z.string(),
  /** True when the member has not agreed to the current Terms and Privacy Policy. */
  agreementRequired: z.boolean(),
  consents: z.array(ConsentSchema),
});
export type ConsentsReply = z.infer<typeof ConsentsReplySchema>;

export const ConsentPurposeParamsSchema = z.object({ purpose: z.string().max(40) });

/** PUT /api/profile/consents/{purpose}; subjectId names one matrimonial profile. */
export const ConsentUpdateSchema = z.object({
  granted: z.boolean(),
  subjectId: z.string().max(64).optional(),
});
export type ConsentUpdate = z.infer<typeof ConsentUpdateSchema>;

export const ConsentUpdateReplySchema = z.object({ message: z.string(), consent: ConsentSchema });
export type ConsentUpdateReply = z.infer<typeof ConsentUpdateReplySchema>;

/** What registration adds: the Terms' checkbox, the age, and the purposes a new member may turn off or on. */
export const RegistrationConsentFields = {
  acceptTerms: z.boolean().optional(),
  /** YYYY-MM-DD; or isAdult: true ("I am 18 or older"). */
  dateOfBirth: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PRIVACY_MESSAGES.dateOfBirthInvalid)
    .optional(),
  isAdult: z.boolean().optional(),
  consents: z
    .object({
      directory: z.boolean().optional(),
      contact_sharing: z.boolean().optional(),
      marketing: z.boolean().optional(),
    })
    .optional(),
};

/** POST /api/users/{id}/contact: a member's contact details, revealed and logged. */
export const MemberContactReplySchema = z.object({
  phoneNumber: z.string(),
  email: z.string().nullable(),
  address: z.string(),
});
export type MemberContactReply = z.infer<typeof MemberContactReplySchema>;

/** POST /api/listings/{id}/contact (listings with premiumRequired). */
export const ListingContactReplySchema = z.object({
  contactPhone: z.string(),
  contactEmail: z.string().nullable(),
});
export type ListingContactReply = z.infer<typeof ListingContactReplySchema>;

/** POST /api/matrimonial/profiles/{id}/contact. */
export const MatrimonialContactReplySchema = z.object({
  contactNumber: z.string(),
  email: z.string().nullable(),
});
export type MatrimonialContactReply = z.infer<typeof MatrimonialContactReplySchema>;

/** One reveal of the member's contact details: who, when, and through what. */
export const ContactViewSchema = z.object({
  viewer: MemberSummarySchema,
  subjectType: z.enum(CONTACT_SUBJECTS),
  subjectId: z.string(),
  /** The listing's title or the matrimonial profile's name; absent for the member's own details. */
  subjectName: z.string().optional(),
  at: z.string(),
});
export type ContactView = z.infer<typeof ContactViewSchema>;

export const ContactViewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/** GET /api/profile/contact-views: the last 90 days, newest first. */
export const ContactViewsReplySchema = z.object({ views: z.array(ContactViewSchema), pagination: PaginationSchema });
export type ContactViewsReply = z.infer<typeof ContactViewsReplySchema>;

/** A copy of a member's data. downloadUrl: signed, for the member (or the admin who ran it), while it lasts. */
export const DataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** For admins: who ran it and the written request. */
  requestedBy: z.string().optional(),
  reason: z.string().optional(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** POST /api/profile/export and POST /api/admin/users/{id}/export (202). */
export const DataExportStartedReplySchema = z.object({ message: z.string(), export: DataExportSchema });
export type DataExportStartedReply = z.infer<typeof DataExportStartedReplySchema>;

/** GET /api/profile/exports, GET /api/admin/users/{id}/exports: newest first. */
export const DataExportsReplySchema = z.object({ exports: z.array(DataExportSchema) });
export type DataExportsReply = z.infer<typeof DataExportsReplySchema>;

/** POST /api/admin/users/{id}/export: the admin's note of the member's written request. */
export const AdminDataExportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(PRIVACY_LIMITS.exportReasonMin, PRIVACY_MESSAGES.exportReasonRequired)
    .max(PRIVACY_LIMITS.exportReasonMax),
});
export type AdminDataExportInput = z.input<typeof AdminDataExportSchema>;
