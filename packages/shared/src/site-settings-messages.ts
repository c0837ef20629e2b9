// Site settings' limits and texts without zod: the footer and help pages are in the web app's first download.
import { CONTROL_CHARACTER_MESSAGE } from './error-types.ts';

/** The product's own name, shown where the community has not given its name yet. */
export const DEFAULT_COMMUNITY_NAME = 'Sangam';

export const SITE_SETTINGS_LIMITS = {
  communityNameMax: 100,
  emailMax: 254,
  addressMax: 300,
  urlMax: 500,
  socialLinksMax: 10,
  socialNameMax: 50,
  leadershipMax: 20,
  leaderNameMax: 100,
  policyVersionMax: 40,
  leaderRoleMax: 100,
} as const;

export const SITE_SETTINGS_MESSAGES = {
  saved: 'Site settings saved successfully!',
  loadFailed: 'Failed to load site settings. Please try again.',
  saveFailed: 'Failed to save changes. Please try again.',
  /** Shown where contact details belong until the admins set them. */
  contactPending: "Contact details will appear here once the community's admins add them.",
  leadershipPending: "The leadership team will be listed here once the community's admins add it.",
  phoneInvalid: 'Enter a 10-digit Indian mobile number, with or without +91',
  emailInvalid: 'Enter a valid email address',
  urlInvalid: 'Enter a web address starting with http:// or https://',
  controlChars: CONTROL_CHARACTER_MESSAGE,
  tooLong: (max: number) => `At most ${max} characters`,
  required: 'This field is required',
  tooMany: (max: number) => `At most ${max} entries`,
} as const;
