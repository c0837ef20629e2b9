import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { translate } from '../../../i18n/useT.ts';

/** Spec section 8, member profile: 413, no connection, otherwise the server's words or a fallback. */
export function profileSaveError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return translate(PROFILE_MESSAGES.imageTooLarge);
    if (error.status === 0) return translate(PROFILE_MESSAGES.network);
  }
  return messageOr(error, translate(PROFILE_MESSAGES.updateFailed));
}
