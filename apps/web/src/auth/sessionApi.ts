import type { Language } from '@sangam/shared/i18n/languages';
import type { User } from '@sangam/shared/user';
import { TIMING } from '@sangam/shared/limits';
import { api } from '../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../api/errors.ts';

/** GET /api/profile/me: the signed-in member (retried twice, spec section 9). */
export async function fetchMe(): Promise<User> {
  const reply = await api.get<{ user?: User }>('/profile/me', { retries: TIMING.maxRetriesProfile });
  if (!reply?.user || typeof reply.user !== 'object') {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply.user;
}

/** POST /api/auth/logout. Errors are ignored: the token is dropped locally either way. */
export function requestLogout(): void {
  void api.post('/auth/logout', undefined, { skipAuthRecovery: true }).catch(() => undefined);
}

/** PUT /api/profile/me with the language alone: the member's choice follows them to any phone. Best effort. */
export function saveLanguage(language: Language): Promise<void> {
  return api.put('/profile/me', { language }).then(
    () => undefined,
    () => undefined,
  );
}
