import {
  MATRIMONIAL_LIMITS as L,
  MATRIMONIAL_MESSAGES as M,
  siblingCount,
  splitPreferenceList,
} from '@sangam/shared/matrimonial-messages';
import { WIZARD_STEP_FIELDS, type RequiredMatrimonialField } from '@sangam/shared/matrimonial-wizard-messages';
import { defaultPartnerAgeMin, legalAgeProblem, partnerAgeProblem } from '@sangam/shared/matrimonial-legal-age';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { isApiError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';

/** What the wizard's inputs hold: text as typed; lists as comma-separated text; counts as typed. */
export type WizardValues = {
  profileType: string;
  fullName: string;
  dateOfBirth: string;
  gender: string;
  height: string;
  weight: string;
  contactNumber: string;
  email: string;
  city: string;
  state: string;
  country: string;
  caste: string;
  subCaste: string;
  religion: string;
  education: string;
  occupation: string;
  income: string;
  familyType: string;
  fatherOccupation: string;
  motherOccupation: string;
  brothers: string;
  sisters: string;
  marriedBrothers: string;
  marriedSisters: string;
  aboutMe: string;
  partnerAgeMin: string;
  partnerAgeMax: string;
  partnerHeightMin: string;
  partnerHeightMax: string;
  partnerEducation: string;
  partnerOccupation: string;
  partnerLocation: string;
  partnerCaste: string;
  /** Who sees the photos: 'all' or 'accepted' (a draft kept from before the choice existed has none). */
  photoPrivacy: string;
};

export const emptyValues = (phone = ''): WizardValues => ({
  profileType: 'self',
  fullName: '',
  dateOfBirth: '',
  gender: '',
  height: '',
  weight: '',
  contactNumber: phone,
  email: '',
  city: '',
  state: '',
  country: 'India',
  caste: '',
  subCaste: '',
  religion: 'Hindu',
  education: '',
  occupation: '',
  income: '',
  familyType: 'nuclear',
  fatherOccupation: '',
  motherOccupation: '',
  brothers: '0',
  sisters: '0',
  marriedBrothers: '0',
  marriedSisters: '0',
  aboutMe: '',
  partnerAgeMin: '',
  partnerAgeMax: '',
  partnerHeightMin: '',
  partnerHeightMax: '',
  partnerEducation: '',
  partnerOccupation: '',
  partnerLocation: '',
  partnerCaste: '',
  photoPrivacy: 'all',
});

/** The wizard filled from a profile the owner edits. */
export const valuesFrom = (p: MatrimonialProfile): WizardValues => ({
  profileType: p.profileType,
  fullName: p.fullName,
  dateOfBirth: p.dateOfBirth ?? '',
  gender: p.gender,
  height: p.height,
  weight: p.weight,
  contactNumber: p.contactNumber ?? '',
  email: p.email ?? '',
  city: p.city,
  state: p.state,
  country: p.country,
  caste: p.caste,
  subCaste: p.subCaste,
  religion: p.religion,
  education: p.education,
  occupation: p.occupation,
  income: p.income,
  familyType: p.familyType,
  fatherOccupation: p.fatherOccupation,
  motherOccupation: p.motherOccupation,
  brothers: String(p.siblings.brothers),
  sisters: String(p.siblings.sisters),
  marriedBrothers: String(p.siblings.marriedBrothers),
  marriedSisters: String(p.siblings.marriedSisters),
  aboutMe: p.aboutMe,
  partnerAgeMin: String(p.partnerPreferences.ageRange.min),
  partnerAgeMax: String(p.partnerPreferences.ageRange.max),
  partnerHeightMin: p.partnerPreferences.heightRange.min,
  partnerHeightMax: p.partnerPreferences.heightRange.max,
  partnerEducation: p.partnerPreferences.education.join(', '),
  partnerOccupation: p.partnerPreferences.occupation.join(', '),
  partnerLocation: p.partnerPreferences.location.join(', '),
  partnerCaste: p.partnerPreferences.caste.join(', '),
  photoPrivacy: p.photoPrivacy,
});

/** The required fields of a step (0-3) that are still empty. */
export const missingInStep = (values: WizardValues, step: number): RequiredMatrimonialField[] =>
  (WIZARD_STEP_FIELDS[step] ?? []).filter((field) => !values[field].trim());

/** The first step with an empty required field, or -1. */
export const firstIncompleteStep = (values: WizardValues) =>
  WIZARD_STEP_FIELDS.findIndex((_, step) => missingInStep(values, step).length > 0);

/** The chosen gender, or null while none is. */
const genderOf = (values: WizardValues) =>
  values.gender === 'male' || values.gender === 'female' ? values.gender : null;

/** The partner age minimum a blank field stands for: 18, or 21 for a bride's profile (it seeks a groom). */
export const partnerMinFor = (values: WizardValues) => defaultPartnerAgeMin(genderOf(values) ?? '');

/**
 * Age as the law has it, the server's words at the field (catalogue ids): a groom under 21 or a bride under 18 on
 * the date of birth (step 0), a partner minimum below the partner's floor (step 3); `step` limits it to one step.
 */
export function legalAgeErrors(values: WizardValues, step?: number): Record<string, string> {
  const gender = genderOf(values);
  const errors: Record<string, string> = {};
  if (!gender) return errors;
  const young = legalAgeProblem(values.dateOfBirth.trim(), gender);
  if (young && (step === undefined || step === 0)) errors.dateOfBirth = young;
  const typed = values.partnerAgeMin.trim();
  const partner = typed && Number.isFinite(Number(typed)) ? partnerAgeProblem(Number(typed), gender) : null;
  if (partner && (step === undefined || step === 3)) errors.partnerAgeMin = partner;
  return errors;
}

/** Partner age as typed: blank min is 18 (21 for a bride's profile), blank max 35 (spec section 5). */
const partnerAge = (typed: string, fallback: number) => (typed.trim() === '' ? fallback : Number(typed));

/**
 * The photo and biodata checks the server makes too, for comfort: the spec's words. The size is checked
 * after the browser has shrunk the photos (`size: false` before).
 */
export function checkPhotos(current: number, files: File[], check = { size: true }): string | null {
  if (current + files.length > L.photosMax) return M.tooManyImages;
  if (files.some((file) => !file.type.startsWith('image/'))) return M.imageNotImage;
  if (check.size && files.some((file) => file.size >= L.photoMaxBytes)) return M.imageTooLarge;
  return null;
}

export function checkBiodata(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return M.biodataNotPdf;
  if (file.size >= L.biodataMaxBytes) return M.biodataTooLarge;
  return null;
}

/** The multipart body: text fields, objects as JSON strings, then the files. */
export function toFormData(
  values: WizardValues,
  files: { photos: File[]; biodata: File | null },
  edit?: { keepImages: number[]; removeBiodata: boolean },
): FormData {
  const form = new FormData();
  const text: (keyof WizardValues)[] = [
    'profileType',
    'fullName',
    'dateOfBirth',
    'gender',
    'height',
    'weight',
    'contactNumber',
    'email',
    'city',
    'state',
    'country',
    'caste',
    'subCaste',
    'religion',
    'education',
    'occupation',
    'income',
    'familyType',
    'fatherOccupation',
    'motherOccupation',
    'aboutMe',
  ];
  for (const name of text) form.append(name, values[name].trim());
  form.append(
    'siblings',
    JSON.stringify({
      brothers: siblingCount(values.brothers),
      sisters: siblingCount(values.sisters),
      marriedBrothers: siblingCount(values.marriedBrothers),
      marriedSisters: siblingCount(values.marriedSisters),
    }),
  );
  form.append(
    'partnerPreferences',
    JSON.stringify({
      ageRange: {
        min: partnerAge(values.partnerAgeMin, partnerMinFor(values)),
        max: partnerAge(values.partnerAgeMax, L.partnerAgeDefaultMax),
      },
      heightRange: { min: values.partnerHeightMin.trim(), max: values.partnerHeightMax.trim() },
      education: splitPreferenceList(values.partnerEducation),
      occupation: splitPreferenceList(values.partnerOccupation),
      location: splitPreferenceList(values.partnerLocation),
      caste: splitPreferenceList(values.partnerCaste),
    }),
  );
  // Left out (an old draft), a new profile shows its photos to all members and an edit keeps the choice.
  if (values.photoPrivacy) form.append('photoPrivacy', values.photoPrivacy);
  if (edit) {
    form.append('keepImages', JSON.stringify(edit.keepImages));
    if (edit.removeBiodata) form.append('removeBiodata', 'true');
  }
  for (const photo of files.photos) form.append('profileImages', photo);
  if (files.biodata) form.append('biodata', files.biodata);
  return form;
}

/** The spec's words for a failed submit. */
export function submitErrorMessage(error: unknown): string {
  if (!isApiError(error)) return M.submitFailed;
  if (error.type === CLIENT_ERROR_TYPES.timeout || error.type === CLIENT_ERROR_TYPES.aborted) return M.uploadAborted;
  if (error.status === 413) return M.fileTooLargeReply;
  if (error.status === 400) return error.serverMessage ?? M.invalidFormData;
  if (error.status === 401) return M.loginAgain;
  return error.serverMessage ?? M.submitFailed;
}
