// Error codes and the throttle message without zod (for the web app's first chunk); errors.ts re-exports them.
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const ERROR_TYPES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  throttled: 'THROTTLED',
  /** A member posted today's limit of questions, answers, comments, listings or matrimonial profiles. */
  postingLimit: 'POSTING_LIMIT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedFile: 'UNSUPPORTED_FILE',
  tooManyFiles: 'TOO_MANY_FILES',
  storageQuota: 'STORAGE_QUOTA_EXCEEDED',
  duplicateUser: 'DUPLICATE_USER',
  invalidReferralCode: 'INVALID_REFERRAL_CODE',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  adminOnly: 'ADMIN_ONLY',
  internal: 'INTERNAL_ERROR',
  unavailable: 'UNAVAILABLE',
  timeout: 'REQUEST_TIMEOUT',
  conflict: 'CONFLICT',
  otpRequired: 'OTP_REQUIRED',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
} as const;

/**
 * The spec's wording for a throttled request (member-site section 8): "Request {key} is throttled. Please try again
 * later." in English, as a catalogue id with its key (translated where it is shown or sent).
 */
export const throttledMessage = (key: string): string => messageWith('common.throttled', { key });

/** What a field with NUL or other control characters gets (server check of every body, and the forms that mirror it). */
export const CONTROL_CHARACTER_MESSAGE = 'common.controlCharacters' satisfies MessageId;
