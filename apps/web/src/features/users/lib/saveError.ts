import { USER_FORM_MESSAGES } from '@sangam/shared/admin';
import { isApiError } from '../../../api/errors.ts';

/**
 * Spec section 8, Users: a refused save says "Failed to save user", except where the server's own
 * words tell the admin what to change (a taken phone number, their own plan or status).
 */
export function userSaveError(error: unknown): string {
  if (!isApiError(error)) return USER_FORM_MESSAGES.unexpected;
  if ((error.status === 409 || error.status === 403) && error.serverMessage) return error.serverMessage;
  return USER_FORM_MESSAGES.saveFailed;
}
