import { isApiError, sentences } from '../../../api/errors.ts';

/** Spec section 8, Referrals: the dashboard's message for a failed load. */
export function referralErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'An unexpected error occurred. Please try again.';
  if (error.status === 0) return 'Unable to connect to server. Please check your internet connection.';
  if (error.status === 401) return 'Please log in to view your referral dashboard.';
  if (error.status === 404) return 'User not found. Please try logging in again.';
  // The spec adds "Our team has been notified.", which nothing does: left out rather than promised.
  if (error.status >= 500) return sentences(`Server error: ${error.message.replace(/\.$/, '')}.`);
  return sentences(`Error: ${error.message}`);
}
