// Error codes and the throttle message without zod (for the web app's first chunk); errors.ts re-exports them.

export const ERROR_TYPES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  throttled: 'THROTTLED',
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
} as const;

/** The spec's wording for a throttled request (member-site section 8). */
export const throttledMessage = (key: string) => `Request ${key} is throttled. Please try again later.`;

/** What a field with NUL or other control characters gets (server check of every body, and the forms that mirror it). */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the invisible control characters from this field';
