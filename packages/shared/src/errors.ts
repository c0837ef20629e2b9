import { z } from 'zod';

/** The body of every error reply (DESIGN.md, API conventions). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  type: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_TYPES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  throttled: 'THROTTLED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  duplicateUser: 'DUPLICATE_USER',
  invalidReferralCode: 'INVALID_REFERRAL_CODE',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  adminOnly: 'ADMIN_ONLY',
  internal: 'INTERNAL_ERROR',
} as const;

/** The spec's wording for a throttled request (member-site section 8). */
export const throttledMessage = (key: string) => `Request ${key} is throttled. Please try again later.`;
