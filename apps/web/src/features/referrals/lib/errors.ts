import { isApiError, sentences } from '../../../api/errors.ts';
import { translate } from '../../../i18n/useT.ts';

/** Spec section 8, Referrals: the dashboard's message for a failed load. */
export function referralErrorMessage(error: unknown): string {
  if (!isApiError(error)) return translate('referrals.error.unexpected');
  if (error.status === 0) return translate('referrals.error.offline');
  if (error.status === 401) return translate('referrals.error.login');
  if (error.status === 404) return translate('referrals.error.notFound');
  // The server's 500 (it carries a requestId) is told to the admins (server: features/notifications/server-errors.ts);
  // a 502-504, or a proxy's own 500, comes from before the server, and nobody was told of it.
  if (error.status >= 500) {
    const key = error.status === 500 && error.requestId ? 'referrals.error.serverNotified' : 'referrals.error.server';
    return sentences(translate(key, { message: error.message.replace(/[.।]$/, '') }));
  }
  return sentences(translate('referrals.error.other', { message: error.message }));
}
