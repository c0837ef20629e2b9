import { z } from 'zod';
import { ACCOUNT } from './limits.ts';
import { UserSchema } from './user.ts';

export const AUTH_MESSAGES = {
  nameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  occupationRequired: 'Occupation is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters long',
  loginBothRequired: 'Please enter both phone number and password',
  invalidCredentials: 'Invalid phone number or password',
  duplicateUser: 'This phone number is already registered. Please log in instead.',
  duplicateHint: 'This phone number is already registered',
  invalidReferralCode: 'Invalid referral code. Please check the code and try again.',
  referralCodeInvalidShort: 'Invalid referral code',
  registrationFailed: 'Registration failed. Please try again.',
  registrationNoToken: 'Registration successful but no token received',
  registrationSuccess: 'Registration successful! Taking you to your profile...',
  loginFailed: 'Login failed',
  loginInvalidResponse: 'Invalid response from server. Please try again.',
  loginNoUser: 'Login successful but could not load user data',
  adminLoginFailed: 'Login failed. Please try again.',
  adminLoginCheckCredentials: 'Login failed. Please check your credentials and try again.',
  adminOnly: 'Access denied. Admin privileges required.',
  suspended:
    'Your account has been suspended due to a violation of our terms. You will be logged out shortly. Please contact support for more information.',
  suspendedLogin: 'Your account has been suspended. Please contact support for more information.',
  deactivated: 'Your account is deactivated. Reactivate it to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notLoggedIn: 'Please log in to continue.',
  loginToBrowseCategory: 'Please login to browse this category',
  serverIssuesRegister: 'Server connection issues detected. Registration may not be available right now.',
} as const;

/**
 * Phone numbers are stored in one canonical form so that "+91 98765 43210" and "9876543210" are one
 * account: whitespace and hyphens removed (the spec removes whitespace), an Indian +91/0091/0 prefix
 * dropped before a 10-digit number; other international numbers keep their leading +.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  const indian = /^(?:\+91|0091|0)(\d{10})$/.exec(compact);
  return indian ? indian[1]! : compact;
}

export const PHONE_PATTERN = /^(?:\d{10}|\+\d{11,15})$/;

const phoneField = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, AUTH_MESSAGES.phoneRequired).regex(PHONE_PATTERN, AUTH_MESSAGES.phoneInvalid));

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const RegisterSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired),
  phoneNumber: phoneField,
  occupation: requiredText(AUTH_MESSAGES.occupationRequired),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(ACCOUNT.passwordMin, AUTH_MESSAGES.passwordMin)
    .max(200, 'Password must be at most 200 characters'),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, AUTH_MESSAGES.referralCodeInvalidShort)
    .optional()
    .transform((code) => (code ? code : undefined)),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  phoneNumber: phoneField,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RefreshSchema = z.object({ token: z.string().min(1).max(4096) });

export const AuthReplySchema = z.object({
  token: z.string(),
  user: UserSchema,
  message: z.string().optional(),
  referralInfo: z.object({ referredBy: z.object({ name: z.string() }).nullable() }).optional(),
});
export type AuthReply = z.infer<typeof AuthReplySchema>;
