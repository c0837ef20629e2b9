import type { QueryClient } from '@tanstack/react-query';
import { clearLocalCachesExceptToken } from '../api/token.ts';

/** The navbar's Clear Cache: every cache the app keeps except the token, then a fresh page. */
export async function clearCachesAndReload(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  clearLocalCachesExceptToken();
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // Cache Storage may be unavailable (insecure origin); nothing stored there then.
  }
  window.location.reload();
}
