import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { isApiError, messageOr } from '../../../api/errors.ts';

/** Spec section 8, member profile: 413, no connection, otherwise the server's words or a fallback. */
export function profileSaveError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return PROFILE_MESSAGES.imageTooLarge;
    if (error.status === 0) return PROFILE_MESSAGES.network;
  }
  return messageOr(error, PROFILE_MESSAGES.updateFailed);
}
