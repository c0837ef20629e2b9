// Matrimonial wording, options and limits without zod (the web's list and wizard need them, not the schema
// library); matrimonial.ts re-exports them.
import { PAGE_SIZES, PARTNER_AGE, POSTS, UPLOADS } from './limits.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const PROFILE_TYPES = ['self', 'son', 'daughter', 'brother', 'sister', 'relative'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const FAMILY_TYPES = ['nuclear', 'joint'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Who sees a profile's photos: every member, or only its owner, admins and the families whose interest was accepted. */
export const PHOTO_PRIVACIES = ['all', 'accepted'] as const;
export type PhotoPrivacy = (typeof PHOTO_PRIVACIES)[number];

export const MATRIMONIAL_LIMITS = {
  pageSize: PAGE_SIZES.matrimonial,
  adminPageSize: 20,
  aboutMeMax: POSTS.aboutMeMax,
  textMax: 100,
  shortTextMax: 30,
  emailMax: 254,
  searchMax: 100,
  siblingsMax: 20,
  preferenceItems: 20,
  adminNotesMax: 500,
  /** Youngest age a profile may be created for: a bride's; a groom's is 21 (matrimonial-legal-age.ts, the law's). */
  minAge: 18,
  maxAge: 100,
  partnerAgeMin: PARTNER_AGE.min,
  partnerAgeMax: PARTNER_AGE.max,
  partnerAgeDefaultMin: PARTNER_AGE.defaultMin,
  partnerAgeDefaultMax: PARTNER_AGE.defaultMax,
  photosMax: UPLOADS.photosMax,
  photoMaxBytes: UPLOADS.photoMaxBytes,
  biodataMaxBytes: UPLOADS.biodataMaxBytes,
} as const;

const MESSAGE_IDS = {
  stepIncomplete: 'matrimonial.stepIncomplete',
  incomplete: 'matrimonial.incomplete',
  tooLong: 'matrimonial.tooLong',
  phoneInvalid: 'matrimonial.phoneInvalid',
  emailInvalid: 'matrimonial.emailInvalid',
  dateInvalid: 'matrimonial.dateInvalid',
  tooYoung: 'matrimonial.tooYoung',
  partnerAgeOrder: 'matrimonial.partnerAgeOrder',
  invalidJson: 'matrimonial.invalidJson',
  biodataNotPdf: 'matrimonial.biodataNotPdf',
  biodataTooLarge: 'matrimonial.biodataTooLarge',
  oneBiodata: 'matrimonial.oneBiodata',
  imageNotImage: 'matrimonial.imageNotImage',
  imageTooLarge: 'matrimonial.imageTooLarge',
  tooManyImages: 'matrimonial.tooManyImages',
  submitted: 'matrimonial.submitted',
  updated: 'matrimonial.updated',
  deleted: 'matrimonial.deleted',
  submitFailed: 'matrimonial.submitFailed',
  uploadAborted: 'matrimonial.uploadAborted',
  fileTooLargeReply: 'matrimonial.fileTooLargeReply',
  invalidFormData: 'matrimonial.invalidFormData',
  loginAgain: 'matrimonial.loginAgain',
  loadListFailed: 'matrimonial.loadListFailed',
  empty: 'matrimonial.empty',
  loadFailed: 'matrimonial.loadFailed',
  notFoundTitle: 'matrimonial.notFoundTitle',
  notFound: 'matrimonial.notFound',
  notOwner: 'matrimonial.notOwner',
  downloadFailed: 'matrimonial.downloadFailed',
  loginToView: 'matrimonial.loginToView',
  loginRequired: 'matrimonial.loginRequired',
  premiumTitle: 'matrimonial.premiumTitle',
  premiumBody: 'matrimonial.premiumBody',
  premiumRequired: 'matrimonial.premiumRequired',
  loginForPhotos: 'matrimonial.loginForPhotos',
  photoNotFound: 'matrimonial.photoNotFound',
  approved: 'matrimonial.approved',
  rejected: 'matrimonial.rejected',
  /** The words of the notes an admin's decision leaves when the admin writes none (DEFAULT_REVIEW_NOTES). */
  approvedNote: 'matrimonial.approvedNote',
  rejectedNote: 'matrimonial.rejectedNote',
  visibilityUpdated: 'matrimonial.visibilityUpdated',
  accessDenied: 'matrimonial.accessDenied',
  updateFailed: 'matrimonial.updateFailed',
  visibilityFailed: 'matrimonial.visibilityFailed',
  deleteFailed: 'matrimonial.deleteFailed',
  deleteConfirm: 'matrimonial.deleteConfirm',
  matchesNotApproved: 'matrimonial.matches.notApproved',
} as const satisfies Record<string, MessageId>;

/**
 * The matrimonial messages, as catalogue ids (the browser and the server translate them); the two with limits
 * carry their numbers (messageWith).
 */
export const MATRIMONIAL_MESSAGES = {
  ...MESSAGE_IDS,
  aboutMeMax: messageWith('matrimonial.aboutMeMax', { max: POSTS.aboutMeMax }),
  partnerAge: messageWith('matrimonial.partnerAge', { min: PARTNER_AGE.min, max: PARTNER_AGE.max }),
} as const;

/**
 * The note a decision stores when the admin writes none: English data, as the API has always returned it
 * (docs/API-matrimonial.md).
 */
export const DEFAULT_REVIEW_NOTES = { approve: 'Approved by admin', reject: 'Rejected by admin' } as const;

/** A stored note as it is shown: a default note by its catalogue id (so in the reader's language), any other as written. */
export const shownReviewNote = (note: string): string =>
  note === DEFAULT_REVIEW_NOTES.approve
    ? MESSAGE_IDS.approvedNote
    : note === DEFAULT_REVIEW_NOTES.reject
      ? MESSAGE_IDS.rejectedNote
      : note;

/** The spec's labels: approved 'Verified', rejected 'Under Review', otherwise 'Pending Verification'. */
export const approvalLabel = (status: string): MessageId =>
  status === 'approved'
    ? 'matrimonial.status.verified'
    : status === 'rejected'
      ? 'matrimonial.status.underReview'
      : 'matrimonial.status.pending';

/** The one state a profile's owner reads (the spec's two badges told a family two different things). */
export const ownerStateLabel = (status: string): MessageId =>
  status === 'approved'
    ? 'matrimonial.owner.approved'
    : status === 'rejected'
      ? 'matrimonial.owner.notApproved'
      : 'matrimonial.owner.waiting';

/** The admin table's words: a rejected profile is rejected, not "under review". */
export const adminApprovalLabel = (status: string): MessageId =>
  status === 'approved'
    ? 'matrimonial.status.verified'
    : status === 'rejected'
      ? 'matrimonial.status.rejected'
      : 'matrimonial.status.pending';

/** isVisible true 'Active Profile', else 'Profile Under Review'. */
export const visibilityLabel = (isVisible: boolean): MessageId =>
  isVisible ? 'matrimonial.status.active' : 'matrimonial.status.hidden';

/** The shown labels of the stored values (the values stay as stored). */
export const PROFILE_TYPE_LABELS = {
  self: 'matrimonial.profileType.self',
  son: 'matrimonial.profileType.son',
  daughter: 'matrimonial.profileType.daughter',
  brother: 'matrimonial.profileType.brother',
  sister: 'matrimonial.profileType.sister',
  relative: 'matrimonial.profileType.relative',
} as const satisfies Record<ProfileType, MessageId>;

export const GENDER_LABELS = {
  male: 'matrimonial.gender.male',
  female: 'matrimonial.gender.female',
} as const satisfies Record<Gender, MessageId>;

export const FAMILY_TYPE_LABELS = {
  nuclear: 'matrimonial.familyType.nuclear',
  joint: 'matrimonial.familyType.joint',
} as const satisfies Record<FamilyType, MessageId>;

/** A calendar day: its year, month (1-12) and day of the month. */
export type CalendarDay = { year: number; month: number; day: number };

/** The local calendar day of a time (a list works it out once for all its rows: the getters are not cheap). */
export const calendarDay = (date = new Date()): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** A YYYY-MM-DD date as a calendar day. */
export function dayOfDate(date: string): CalendarDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Whole years from a birthday to `today` (a birthday not yet reached this year does not count). */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const age = today.year - birth.year;
  return today.month < birth.month || (today.month === birth.month && today.day < birth.day) ? age - 1 : age;
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export const ageFromDob = (dob: string, today = new Date()): number => ageOn(dayOfDate(dob), calendarDay(today));

/** Comma-separated preference text as a list: trimmed, empties dropped (spec section 5). */
export const splitPreferenceList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A sibling count as typed: non-numeric becomes 0, never below 0 (spec section 5). */
export const siblingCount = (value: unknown) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MATRIMONIAL_LIMITS.siblingsMax) : 0;
};
