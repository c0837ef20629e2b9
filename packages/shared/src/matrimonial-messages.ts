// Matrimonial wording, options and limits without zod (the web's list and wizard need them, not the schema
// library); matrimonial.ts re-exports them.
import { PAGE_SIZES, PARTNER_AGE, POSTS, UPLOADS } from './limits.ts';
import { atMostChars } from './wording.ts';

export const PROFILE_TYPES = ['self', 'son', 'daughter', 'brother', 'sister', 'relative'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const FAMILY_TYPES = ['nuclear', 'joint'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

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
  /** Youngest age a profile may be created for (ours: the spec leaves it open; marriage needs adulthood). */
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

/** Labels of the required fields, as the wizard marks them; a missing one is named with its label. */
export const MATRIMONIAL_FIELD_LABELS = {
  profileType: 'Profile Type',
  fullName: 'Full Name',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  height: 'Height',
  contactNumber: 'Contact Number',
  city: 'City',
  state: 'State',
  caste: 'Caste',
  education: 'Education',
  occupation: 'Occupation',
  familyType: 'Family Type',
} as const;
export type RequiredMatrimonialField = keyof typeof MATRIMONIAL_FIELD_LABELS;

/** The required fields of each wizard step (spec section 5). Step 4 has none. */
export const WIZARD_STEP_FIELDS: readonly (readonly RequiredMatrimonialField[])[] = [
  ['profileType', 'fullName', 'dateOfBirth', 'gender', 'height', 'contactNumber'],
  ['city', 'state', 'caste', 'education', 'occupation'],
  ['familyType'],
  [],
];

export const WIZARD_STEPS = [
  'Basic Information',
  'Location & Background',
  'Family Information',
  'Upload Photos & Documents',
] as const;

export const MATRIMONIAL_MESSAGES = {
  stepIncomplete: 'Please fill in all required fields for this step',
  incomplete: 'Please complete all required fields',
  required: (label: string) => `${label} is required`,
  aboutMeMax: atMostChars('About Me', POSTS.aboutMeMax),
  tooLong: 'This field is too long',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  dateInvalid: 'Please enter a valid date of birth',
  tooYoung: 'The person must be at least 18 years old',
  partnerAge: `Partner age must be between ${PARTNER_AGE.min} and ${PARTNER_AGE.max}`,
  partnerAgeOrder: 'Partner minimum age cannot be more than the maximum age',
  invalidJson: 'Invalid form data. Please check all fields and try again.',
  biodataNotPdf: 'Biodata must be a PDF file',
  biodataTooLarge: 'Biodata file must be smaller than 10MB',
  oneBiodata: 'Only one biodata file can be uploaded',
  imageNotImage: 'Only image files are allowed for profile pictures',
  imageTooLarge: 'Each profile image must be smaller than 5MB',
  tooManyImages: 'Maximum 5 profile images allowed',
  submitted: 'Profile submitted successfully! It will be reviewed by our admin team.',
  updated: 'Profile updated. It will be reviewed by our admin team again.',
  deleted: 'Profile deleted successfully',
  submitFailed: 'Failed to submit profile. Please try again.',
  uploadAborted:
    'Upload is taking longer than expected. Please check your internet connection and try again with smaller files if possible.',
  fileTooLargeReply: 'File size is too large. Please reduce the file size and try again.',
  invalidFormData: 'Invalid form data. Please check all fields and try again.',
  loginAgain: 'Please log in again to submit your profile.',
  loadListFailed: 'Failed to load matrimonial profiles',
  empty: 'No profiles found',
  loadFailed: 'Failed to load profile',
  notFoundTitle: 'Profile Not Found',
  notFound: 'Profile not found',
  notOwner: 'You can only change your own profiles',
  downloadFailed: 'Failed to download biodata. Please try again.',
  loginToView: 'Login to view details',
  loginRequired: 'Login required',
  premiumTitle: 'Premium Access Required',
  premiumBody: 'Upgrade to premium membership to access contact details and download biodata files.',
  premiumRequired: 'Premium membership required to view contact details and download biodata',
  loginForPhotos: 'Please log in to view profile photos.',
  photoNotFound: 'Photo not found',
  approved: 'Profile approved',
  rejected: 'Profile rejected',
  approvedNote: 'Approved by admin',
  rejectedNote: 'Rejected by admin',
  visibilityUpdated: 'Profile visibility updated',
  accessDenied: 'Access denied',
  updateFailed: 'Failed to update profile. Please try again.',
  visibilityFailed: 'Failed to update profile visibility.',
  deleteFailed: 'Failed to delete profile. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this profile? This action cannot be undone.',
} as const;

/** The spec's labels: approved 'Verified', rejected 'Under Review', otherwise 'Pending Verification'. */
export const approvalLabel = (status: string) =>
  status === 'approved' ? 'Verified' : status === 'rejected' ? 'Under Review' : 'Pending Verification';

/** The one state a profile's owner reads (the spec's two badges told a family two different things). */
export const ownerStateLabel = (status: string) =>
  status === 'approved'
    ? 'Approved: visible to members'
    : status === 'rejected'
      ? 'Not approved'
      : 'Waiting for approval';

/** The admin table's words: a rejected profile is rejected, not "under review". */
export const adminApprovalLabel = (status: string) =>
  status === 'approved' ? 'Verified' : status === 'rejected' ? 'Rejected' : 'Pending Verification';

/** isVisible true 'Active Profile', else 'Profile Under Review'. */
export const visibilityLabel = (isVisible: boolean) => (isVisible ? 'Active Profile' : 'Profile Under Review');

export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  self: 'Self',
  son: 'Son',
  daughter: 'Daughter',
  brother: 'Brother',
  sister: 'Sister',
  relative: 'Relative',
};

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
