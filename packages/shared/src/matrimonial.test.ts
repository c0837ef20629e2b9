import { describe, expect, it } from 'vitest';
import {
  LEGAL_AGE_MESSAGES as A,
  MATRIMONIAL_MESSAGES as M,
  MatrimonialFieldsSchema,
  ageFromDob,
  ageOn,
  calendarDay,
  dayOfDate,
  approvalLabel,
  splitPreferenceList,
  visibilityLabel,
} from './matrimonial.ts';
import en from './i18n/locales/en/matrimonial.json';
import { requiredMessage } from './matrimonial-wizard-messages.ts';

/** A matrimonial message id's English words. */
const english = (id: string) => en[id.replace(/^matrimonial\./, '') as keyof typeof en];

const valid = {
  profileType: 'son',
  fullName: 'Rahul',
  dateOfBirth: '1995-02-28',
  gender: 'male',
  height: '5 ft 8 in',
  contactNumber: '+91 98220 11111',
  city: 'Pune',
  state: 'MH',
  caste: 'Mahar',
  education: 'BE',
  occupation: 'Engineer',
  familyType: 'joint',
};

describe('matrimonial rules', () => {
  it('counts the age from the date of birth, birthdays not yet reached excluded', () => {
    expect(ageFromDob('2000-06-15', new Date(2026, 5, 14))).toBe(25);
    expect(ageFromDob('2000-06-15', new Date(2026, 5, 15))).toBe(26);
    // A list works the day out once: the same answers from a calendar day.
    const birth = dayOfDate('2000-06-15');
    expect(ageOn(birth, calendarDay(new Date(2026, 5, 14)))).toBe(25);
    expect(ageOn(birth, { year: 2026, month: 7, day: 1 })).toBe(26);
    expect(ageOn(dayOfDate('2000-12-31'), { year: 2026, month: 12, day: 30 })).toBe(25);
  });

  it('labels approval and visibility as the spec does', () => {
    expect(english(approvalLabel('approved'))).toBe('Verified');
    expect(english(approvalLabel('rejected'))).toBe('Under Review');
    expect(english(approvalLabel('pending'))).toBe('Pending Verification');
    expect(english(visibilityLabel(true))).toBe('Active Profile');
    expect(english(visibilityLabel(false))).toBe('Profile Under Review');
  });

  it('splits preference lists: trimmed, empties dropped', () => {
    expect(splitPreferenceList(' BE, ,MBA ,')).toEqual(['BE', 'MBA']);
  });

  it('parses the form fields with defaults and a normalised phone', () => {
    const parsed = MatrimonialFieldsSchema.parse(valid);
    expect(parsed).toMatchObject({ contactNumber: '9822011111', country: 'India', religion: 'Hindu' });
    expect(parsed.partnerPreferences.ageRange).toEqual({ min: 18, max: 35 });
    expect(parsed.siblings).toEqual({ brothers: 0, sisters: 0, marriedBrothers: 0, marriedSisters: 0 });
  });

  it('names missing fields and refuses a minor, an impossible date and a long About Me', () => {
    const { profileType: _, ...rest } = valid;
    const missing = MatrimonialFieldsSchema.safeParse(rest);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['profileType'], message: requiredMessage('profileType') });
    expect(english(requiredMessage('profileType'))).toBe('Profile Type is required');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    const check = (patch: Record<string, string>) =>
      MatrimonialFieldsSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;
    expect(check({ dateOfBirth: young.toISOString().slice(0, 10) })).toBe(A.groomTooYoung);
    expect(check({ dateOfBirth: '1995-02-30' })).toBe(M.dateInvalid);
    expect(check({ aboutMe: 'x'.repeat(1001) })).toBe(M.aboutMeMax);
  });

  describe('age as the law has it', () => {
    const born = (years: number, days = 0) => {
      const date = new Date();
      date.setFullYear(date.getFullYear() - years);
      date.setDate(date.getDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const issue = (patch: Record<string, string>) =>
      MatrimonialFieldsSchema.safeParse({ ...valid, ...patch }).error?.issues[0];

    it('a groom is at least 21, a bride at least 18, the message on the date of birth', () => {
      expect(issue({ gender: 'male', dateOfBirth: born(21, 1) })).toMatchObject({
        path: ['dateOfBirth'],
        message: A.groomTooYoung,
      });
      expect(english(A.groomTooYoung)).toBe('The groom must be at least 21 years old');
      expect(issue({ gender: 'male', dateOfBirth: born(21, -1) })).toBeUndefined();
      expect(issue({ gender: 'female', dateOfBirth: born(18, 1) })).toMatchObject({
        path: ['dateOfBirth'],
        message: A.brideTooYoung,
      });
      expect(english(A.brideTooYoung)).toBe('The bride must be at least 18 years old');
      expect(issue({ gender: 'female', dateOfBirth: born(19) })).toBeUndefined();
    });

    it("partner minimums follow the floor of the partner's gender; the default moves up for a bride", () => {
      const prefs = (min: number) => JSON.stringify({ ageRange: { min, max: 30 } });
      // A bride's profile seeks a groom: 21 at least.
      expect(issue({ gender: 'female', partnerPreferences: prefs(20) })).toMatchObject({
        path: ['partnerPreferences', 'ageRange', 'min'],
        message: A.partnerGroomAge,
      });
      expect(issue({ gender: 'female', partnerPreferences: prefs(21) })).toBeUndefined();
      // A groom's seeks a bride: 18 at least.
      expect(issue({ gender: 'male', partnerPreferences: prefs(18) })).toBeUndefined();
      const bride = MatrimonialFieldsSchema.parse({ ...valid, gender: 'female' });
      expect(bride.partnerPreferences.ageRange).toEqual({ min: 21, max: 35 });
      const brideNoMin = MatrimonialFieldsSchema.parse({
        ...valid,
        gender: 'female',
        partnerPreferences: JSON.stringify({ ageRange: { max: 30 } }),
      });
      expect(brideNoMin.partnerPreferences.ageRange).toEqual({ min: 21, max: 30 });
    });
  });
});
