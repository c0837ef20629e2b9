import type { MessageId } from '@sangam/shared/i18n/namespaces';
import type { QueryClient } from '@tanstack/react-query';
import { clearLocalCachesExceptToken } from '../api/token.ts';

const CLEARED_FLAG = 'sangam.cacheCleared';
export const CACHE_CLEARED_MESSAGE = 'common.cacheCleared' satisfies MessageId;

/** True on the page that a Clear Cache reloaded, until forgetCacheCleared(). */
export function cacheWasCleared(): boolean {
  try {
    return sessionStorage.getItem(CLEARED_FLAG) === '1';
  } catch {
    return false;
  }
}

export function forgetCacheCleared(): void {
  try {
    sessionStorage.removeItem(CLEARED_FLAG);
  } catch {
    // Nothing stored then.
  }
}

/** The navbar's Clear Cache: every cache the app keeps except the token, then a fresh page. */
export async function clearCachesAndReload(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  clearLocalCachesExceptToken();
  await import('../pwa/forgetOffline.ts').then((pwa) => pwa.forgetOfflineCopies({ reload: false }));
  try {
    sessionStorage.setItem(CLEARED_FLAG, '1');
  } catch {
    // No session storage: the reload happens without the confirmation.
  }
  window.location.reload();
}
