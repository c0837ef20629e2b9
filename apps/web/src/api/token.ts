import { TOKEN_STORAGE_KEY } from '@sangam/shared/session';

// localStorage can throw (private mode, storage disabled): treat that as "no token".

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Nothing to do: the session lives in memory for this page only.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Ignored for the same reason as above.
  }
}

/** Clears every local cache except the token (the navbar's Clear Cache button). */
export function clearLocalCachesExceptToken(): void {
  try {
    const token = getToken();
    localStorage.clear();
    if (token) setToken(token);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing cached there either.
  }
}
