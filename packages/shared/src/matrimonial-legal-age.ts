// Age as the law has it (issue 35), without zod: the schema (matrimonial.ts) and the wizard say the same. A file of
// its own, so that the list page's first paint does not carry these words.
import { messageWith, type MessageId } from './i18n/namespaces.ts';
import { PARTNER_AGE } from './limits.ts';
import { ageFromDob, type Gender } from './matrimonial-messages.ts';

export const LEGAL_AGE_MESSAGES = {
  groomTooYoung: 'matrimonial.groomTooYoung',
  brideTooYoung: 'matrimonial.brideTooYoung',
  /** A partner's minimum age below the law's floor for the partner's gender. */
  partnerGroomAge: messageWith('matrimonial.partnerBelowLegalAge', { min: 21 }),
  partnerBrideAge: messageWith('matrimonial.partnerBelowLegalAge', { min: 18 }),
} as const satisfies Record<string, MessageId | string>;

/** The Prohibition of Child Marriage Act, 2006: a groom is at least 21, a bride at least 18. */
export const LEGAL_MARRIAGE_AGE = { male: 21, female: 18 } as const satisfies Record<Gender, number>;

/** The youngest partner a profile of this gender may ask for: a bride seeks a groom (21), a groom a bride (18). */
export const partnerAgeFloor = (gender: Gender): number => LEGAL_MARRIAGE_AGE[gender === 'male' ? 'female' : 'male'];

/** The partner age minimum a profile gets when none is given: the default, raised to the law's floor. */
export const defaultPartnerAgeMin = (gender: Gender | ''): number =>
  gender ? Math.max(PARTNER_AGE.defaultMin, partnerAgeFloor(gender)) : PARTNER_AGE.defaultMin;

/** Why a date of birth is too young for the gender under the law, or null (the wizard and the server say it). */
export function legalAgeProblem(dateOfBirth: string, gender: Gender, today = new Date()): MessageId | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  if (ageFromDob(dateOfBirth, today) >= LEGAL_MARRIAGE_AGE[gender]) return null;
  return gender === 'male' ? LEGAL_AGE_MESSAGES.groomTooYoung : LEGAL_AGE_MESSAGES.brideTooYoung;
}

/** Why a partner's minimum age is below the law's floor for the partner's gender, or null. */
export const partnerAgeProblem = (min: number, gender: Gender): string | null =>
  min >= partnerAgeFloor(gender)
    ? null
    : gender === 'male'
      ? LEGAL_AGE_MESSAGES.partnerBrideAge
      : LEGAL_AGE_MESSAGES.partnerGroomAge;
