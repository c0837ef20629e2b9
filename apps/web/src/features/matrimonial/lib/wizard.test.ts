import { describe, expect, it } from 'vitest';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { LEGAL_AGE_MESSAGES as A } from '@sangam/shared/matrimonial-legal-age';
import { ApiRequestError } from '../../../api/errors.ts';
import {
  checkBiodata,
  checkPhotos,
  emptyValues,
  firstIncompleteStep,
  legalAgeErrors,
  missingInStep,
  submitErrorMessage,
  toFormData,
} from './wizard.ts';

const filled = {
  ...emptyValues('9822011111'),
  fullName: 'Asha',
  dateOfBirth: '1998-01-01',
  gender: 'female',
  height: '5 ft',
  city: 'Pune',
  state: 'MH',
  caste: 'Mahar',
  education: 'BE',
  occupation: 'Engineer',
};

describe('the wizard', () => {
  it('names the empty required fields of each step', () => {
    expect(missingInStep(emptyValues('98'), 0)).toEqual(['fullName', 'dateOfBirth', 'gender', 'height']);
    expect(missingInStep(filled, 1)).toEqual([]);
    expect(firstIncompleteStep({ ...filled, caste: ' ' })).toBe(1);
    expect(firstIncompleteStep(filled)).toBe(-1);
  });

  it('sends sibling counts as numbers (non-numeric 0), default partner ages and trimmed preference lists', () => {
    const form = toFormData(
      { ...filled, brothers: 'two', sisters: '2', partnerEducation: ' BE, , MBA ', partnerAgeMax: '' },
      { photos: [], biodata: null },
    );
    expect(JSON.parse(form.get('siblings') as string)).toEqual({
      brothers: 0,
      sisters: 2,
      marriedBrothers: 0,
      marriedSisters: 0,
    });
    const prefs = JSON.parse(form.get('partnerPreferences') as string);
    // A bride's profile seeks a groom: a blank minimum is the groom's legal age, 21.
    expect(prefs.ageRange).toEqual({ min: 21, max: 35 });
    expect(prefs.education).toEqual(['BE', 'MBA']);
  });

  it('checks photos and biodata with the spec words', () => {
    const image = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(checkPhotos(4, [image, image])).toBe(M.tooManyImages);
    expect(checkPhotos(0, [new File(['x'], 'a.txt', { type: 'text/plain' })])).toBe(M.imageNotImage);
    expect(checkPhotos(0, [image])).toBeNull();
    expect(checkBiodata(new File(['x'], 'a.doc', { type: 'application/msword' }))).toBe(M.biodataNotPdf);
  });

  it('words failures as the spec does', () => {
    expect(submitErrorMessage(new ApiRequestError({ status: 413 }))).toBe(M.fileTooLargeReply);
    expect(submitErrorMessage(new ApiRequestError({ status: 401 }))).toBe(M.loginAgain);
    expect(submitErrorMessage(new ApiRequestError({ status: 400 }))).toBe(M.invalidFormData);
    expect(submitErrorMessage(new ApiRequestError({ status: 0, type: 'TIMEOUT' }))).toBe(M.uploadAborted);
    expect(submitErrorMessage(new Error('x'))).toBe(M.submitFailed);
  });

  it("says today's posting limit as the server words it", () => {
    const limit = "You have reached today's limit for matrimonial profiles. Please try again tomorrow.";
    const error = new ApiRequestError({ status: 429, type: 'POSTING_LIMIT', serverMessage: limit });
    expect(submitErrorMessage(error)).toBe(limit);
  });

  it('says the law on the field: a groom under 21, a bride under 18, a partner minimum below the floor', () => {
    const born = (years: number) => `${new Date().getFullYear() - years}-01-01`;
    // Born on 1 January: the birthday of this year is past (or today), so the age is exactly `years`.
    expect(legalAgeErrors({ ...filled, gender: 'male', dateOfBirth: born(20) }, 0)).toEqual({
      dateOfBirth: A.groomTooYoung,
    });
    expect(legalAgeErrors({ ...filled, gender: 'male', dateOfBirth: born(21) }, 0)).toEqual({});
    expect(legalAgeErrors({ ...filled, gender: 'female', dateOfBirth: born(17) }, 0)).toEqual({
      dateOfBirth: A.brideTooYoung,
    });
    expect(legalAgeErrors({ ...filled, gender: 'female', dateOfBirth: born(19) })).toEqual({});
    expect(legalAgeErrors({ ...filled, partnerAgeMin: '20' })).toEqual({ partnerAgeMin: A.partnerGroomAge });
    expect(legalAgeErrors({ ...filled, gender: 'male', partnerAgeMin: '18' })).toEqual({});
    const groom = JSON.parse(
      toFormData({ ...filled, gender: 'male' }, { photos: [], biodata: null }).get('partnerPreferences') as string,
    );
    expect(groom.ageRange.min).toBe(18);
  });
});
