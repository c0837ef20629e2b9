import { NEWS_MESSAGES } from '@sangam/shared/news-messages';
import { isApiError } from '../../../api/errors.ts';

/** The admin spec's words for a failed save (section 8: News). */
export function saveError(error: unknown): string {
  if (!isApiError(error)) return NEWS_MESSAGES.saveFailed;
  if (error.status === 401) return NEWS_MESSAGES.saveAuth;
  if (error.status === 403) return NEWS_MESSAGES.saveForbidden;
  if (error.status === 400) return error.serverMessage ?? NEWS_MESSAGES.saveInvalid;
  if (error.status >= 500) return NEWS_MESSAGES.saveServer;
  return error.serverMessage ?? NEWS_MESSAGES.saveFailed;
}
