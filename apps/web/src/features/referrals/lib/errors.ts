import { isApiError, sentences } from '../../../api/errors.ts';
import { translate } from '../../../i18n/useT.ts';

/** Spec section 8, Referrals: the dashboard's message for a failed load. */
export function referralErrorMessage(error: unknown): string {
  if (!isApiError(error)) return translate('referrals.error.unexpected');
  if (error.status === 0) return translate('referrals.error.offline');
  if (error.status === 401) return translate('referrals.error.login');
  if (error.status === 404) return translate('referrals.error.notFound');
  // The spec adds "Our team has been notified.", which nothing does: left out rather than promised.
  if (error.status >= 500)
    return sentences(translate('referrals.error.server', { message: error.message.replace(/[.।]$/, '') }));
  return sentences(translate('referrals.error.other', { message: error.message }));
}
