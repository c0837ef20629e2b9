import { z } from 'zod';
import { strings } from './fields.ts';
import { NOTIFICATION_KINDS, PHONE_NOTIFICATION_KINDS } from './notifications.ts';
import { normalizePhone } from './phone.ts';
import { hasControlChars } from './text.ts';
import { SITE_SETTINGS_LIMITS as LIMITS, SITE_SETTINGS_MESSAGES as MESSAGES } from './site-settings-messages.ts';

/** Trimmed single-line text without control characters; `required` refuses an empty value. */
const text = (max: number, { required = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine((value) => !required || value.length > 0, MESSAGES.required)
    .refine((value) => !hasControlChars(value), MESSAGES.controlChars);

const isWebAddress = (value: string) => {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** An http(s) address; `required` refuses an empty value, otherwise '' means none. */
const webAddress = ({ required = false } = {}) =>
  z
    .string()
    .trim()
    .max(LIMITS.urlMax, MESSAGES.tooLong(LIMITS.urlMax))
    .refine((value) => !required || value !== '', MESSAGES.required)
    .refine((value) => value === '' || isWebAddress(value), MESSAGES.urlInvalid);

/** An Indian mobile number stored as its 10 digits ('' for none); +91, 0, spaces and hyphens are accepted. */
const indianMobile = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine((value) => value === '' || /^[6-9]\d{9}$/.test(value), MESSAGES.phoneInvalid);

const email = z
  .string()
  .trim()
  .max(LIMITS.emailMax, MESSAGES.emailInvalid)
  .refine((value) => value === '' || z.email().safeParse(value).success, MESSAGES.emailInvalid);

/**
 * The notification kinds admins let go out by WhatsApp/SMS (each message costs money), in the kinds' own order
 * whatever order they were given in.
 */
export const PhoneNotificationKindsSchema = z
  .array(z.enum(NOTIFICATION_KINDS))
  .max(NOTIFICATION_KINDS.length * 2)
  .transform((kinds) => PHONE_NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)));

/** The site's details as admins fill them in (every field; '' and [] clear one). */
export const SiteSettingsSchema = z.object({
  communityName: text(LIMITS.communityNameMax),
  contactPhone: indianMobile,
  contactEmail: email,
  whatsappNumber: indianMobile,
  address: text(LIMITS.addressMax),
  eventsUrl: webAddress(),
  socialLinks: z
    .array(z.object({ name: text(LIMITS.socialNameMax, { required: true }), url: webAddress({ required: true }) }))
    .max(LIMITS.socialLinksMax, MESSAGES.tooMany(LIMITS.socialLinksMax)),
  leadership: z
    .array(
      z.object({
        name: text(LIMITS.leaderNameMax, { required: true }),
        role: text(LIMITS.leaderRoleMax, { required: true }),
      }),
    )
    .max(LIMITS.leadershipMax, MESSAGES.tooMany(LIMITS.leadershipMax)),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;

/**
 * Body of PUT /api/admin/site-settings: the details, and which notification kinds may go out by WhatsApp/SMS;
 * left out, the kinds stay as they are.
 */
export const AdminSiteSettingsSchema = SiteSettingsSchema.extend({
  phoneNotificationKinds: PhoneNotificationKindsSchema.optional(),
  /** The grievance officer the Privacy Policy names (issue 36); left out, each stays as it is. */
  grievanceName: text(LIMITS.leaderNameMax).optional(),
  grievanceEmail: email.optional(),
  grievancePhone: indianMobile.optional(),
  /** The Terms and Privacy Policy version; a new value asks every member to agree again at sign-in. */
  policyVersion: text(LIMITS.policyVersionMax, { required: true }).optional(),
});

/** The settings as stored and served; phone numbers are 10 digits. */
export const SiteSettingsValuesSchema = z.object({
  ...strings('communityName', 'contactPhone', 'contactEmail', 'whatsappNumber', 'address', 'eventsUrl'),
  ...strings('grievanceName', 'grievanceEmail', 'grievancePhone', 'policyVersion'),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  leadership: z.array(z.object({ name: z.string(), role: z.string() })),
});
export type SiteSettings = z.infer<typeof SiteSettingsValuesSchema>;

/** Reply of GET /api/site-settings and PUT /api/admin/site-settings. */
export const SiteSettingsReplySchema = z.object({
  message: z.string().optional(),
  settings: SiteSettingsValuesSchema,
});
export type SiteSettingsReply = z.infer<typeof SiteSettingsReplySchema>;

/** The settings as admins see them: the public ones and which notification kinds may go out by WhatsApp/SMS. */
export const AdminSiteSettingsValuesSchema = SiteSettingsValuesSchema.extend({
  phoneNotificationKinds: z.array(z.enum(NOTIFICATION_KINDS)),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsValuesSchema>;

/** Reply of GET and PUT /api/admin/site-settings. */
export const AdminSiteSettingsReplySchema = z.object({
  message: z.string().optional(),
  settings: AdminSiteSettingsValuesSchema,
});
export type AdminSiteSettingsReply = z.infer<typeof AdminSiteSettingsReplySchema>;

/** What a new install answers: nothing invented. */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  communityName: '',
  contactPhone: '',
  contactEmail: '',
  whatsappNumber: '',
  address: '',
  eventsUrl: '',
  grievanceName: '',
  grievanceEmail: '',
  grievancePhone: '',
  policyVersion: '2024-05',
  socialLinks: [],
  leadership: [],
};
