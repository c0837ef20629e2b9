// Members' data rights (issue 36) without zod: purposes, limits and words the web's first download may need;
// privacy.ts re-exports them with the schemas.
import { messageWith } from './i18n/namespaces.ts';

/** Every purpose a member's data is used for, each with its own consent on record. */
export const CONSENT_PURPOSES = ['terms', 'directory', 'contact_sharing', 'marketing', 'matrimonial'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What a member chooses at registration besides the Terms, with the defaults a new member gets. */
export const CONSENT_DEFAULTS = { directory: true, contact_sharing: true, marketing: false } as const;

/** Who sees contact details, where from. */
export const CONTACT_SUBJECTS = ['member', 'listing', 'matrimonial'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const PRIVACY_LIMITS = {
  /** Different members (or listings, or matrimonial profiles) whose contacts one member may reveal a day. */
  revealsPerDay: 50,
  /** How far back "Who viewed my contact details" reaches. */
  revealHistoryDays: 90,
  /** Copies of one's data a member may ask for a day. */
  exportsPerDay: 1,
  /** How long an export's link works. */
  exportLinkHours: 24,
  /** Youngest age the site serves. */
  minimumAge: 18,
  /** Length of an admin's note of a written request for a member's data. */
  exportReasonMin: 10,
  exportReasonMax: 1000,
} as const;

export { FORMER_MEMBER_ID } from './erased-author.ts';

export const PRIVACY_MESSAGES = {
  termsRequired: 'privacy.termsRequired',
  underAge: messageWith('privacy.underAge', { age: PRIVACY_LIMITS.minimumAge }),
  dateOfBirthInvalid: 'privacy.dateOfBirthInvalid',
  termsCannotWithdraw: 'privacy.termsCannotWithdraw',
  consentSaved: 'privacy.consentSaved',
  consentWithdrawn: 'privacy.consentWithdrawn',
  unknownPurpose: 'privacy.unknownPurpose',
  matrimonialConsentRequired: 'privacy.matrimonialConsentRequired',
  matrimonialConsentWithdrawn: 'privacy.matrimonialConsentWithdrawn',
  revealLimit: 'privacy.revealLimit',
  contactsNotShared: 'privacy.contactsNotShared',
  exportStarted: 'privacy.exportStarted',
  exportLimit: 'privacy.exportLimit',
  exportNotFound: 'privacy.exportNotFound',
  exportLinkExpired: 'privacy.exportLinkExpired',
  exportReasonRequired: messageWith('privacy.exportReasonRequired', { min: PRIVACY_LIMITS.exportReasonMin }),
  formerMember: 'common.formerMember',
  /** An admin's export while one of the member's is still being prepared. */
  exportPending: 'privacy.export.pending',
  /** A download link with a wrong signature, or opened signed in as someone else. */
  exportLinkInvalid: 'privacy.export.linkInvalid',
} as const;
