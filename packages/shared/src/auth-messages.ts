// Auth messages without zod, so the web app's first download need not carry the schema library.
// auth.ts re-exports them; import from either. Each is a catalogue id (the words are in locales/<lang>/auth.json,
// and common.json for those the shared web code shows: the session's notices, the login prompts, the banner).
import type { MessageId } from './i18n/namespaces.ts';
import { SESSION_MESSAGES } from './session-messages.ts';

export const AUTH_MESSAGES = {
  nameRequired: 'auth.nameRequired',
  phoneRequired: 'auth.phoneRequired',
  phoneInvalid: 'auth.phoneInvalid',
  occupationRequired: 'auth.occupationRequired',
  passwordRequired: 'auth.passwordRequired',
  passwordMin: 'auth.passwordMin',
  passwordMax: 'auth.passwordMax',
  loginBothRequired: 'auth.loginBothRequired',
  invalidCredentials: 'auth.invalidCredentials',
  duplicateUser: 'auth.duplicateUser',
  duplicateHint: 'auth.duplicateHint',
  invalidReferralCode: 'auth.invalidReferralCode',
  referralCodeInvalidShort: 'auth.referralCodeInvalidShort',
  registrationFailed: 'auth.registrationFailed',
  registrationNoToken: 'auth.registrationNoToken',
  registrationSuccess: 'auth.registrationSuccess',
  /** The register reply's own message. */
  registered: 'auth.registered',
  loggedOut: 'auth.loggedOut',
  otpRequired: 'auth.otpRequired',
  otpInvalid: 'auth.otpInvalid',
  otpExpired: 'auth.otpExpired',
  otpTestMode: 'auth.otpTestMode',
  currentPasswordWrong: 'auth.currentPasswordWrong',
  passwordChanged: 'auth.passwordChanged',
  passwordReset: 'auth.passwordReset',
  phoneVerified: 'auth.phoneVerified',
  logoutNotLoggedIn: 'auth.logoutNotLoggedIn',
  loginFailed: 'auth.loginFailed',
  loginInvalidResponse: 'auth.loginInvalidResponse',
  loginNoUser: 'auth.loginNoUser',
  adminLoginFailed: 'auth.adminLoginFailed',
  adminLoginCheckCredentials: 'auth.adminLoginCheckCredentials',
  ...SESSION_MESSAGES,
} as const satisfies Record<string, MessageId>;
