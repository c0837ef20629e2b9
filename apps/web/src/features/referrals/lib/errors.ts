import { isApiError } from '../../../api/errors.ts';

/** Spec section 8, Referrals: the dashboard's message for a failed load. */
export function referralErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'An unexpected error occurred. Please try again.';
  if (error.status === 0) return 'Unable to connect to server. Please check your internet connection.';
  if (error.status === 401) return 'Please log in to view your referral dashboard.';
  if (error.status === 404) return 'User not found. Please try logging in again.';
  if (error.status >= 500) return `Server error: ${error.message}. Our team has been notified.`;
  return `Error: ${error.message}`;
}
