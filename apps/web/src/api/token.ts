import { TOKEN_STORAGE_KEY } from '@sangam/shared/session';
import type { User } from '@sangam/shared/user';

/** The signed-in member as last seen, so a page draws at once on the next visit while the server confirms. */
const MEMBER_STORAGE_KEY = 'sangam.member';
/** Where pages keep their last reply for the next visit (api/storedReplies.ts): one member's, gone at logout. */
export const STORED_REPLY_PREFIX = 'sangam.stored.';

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
    localStorage.removeItem(MEMBER_STORAGE_KEY);
    // What one member read is not for the next person on this phone.
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORED_REPLY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Ignored for the same reason as above.
  }
}

/** The member stored with the token, or null (none, unreadable, or from another token's session). */
export function getStoredMember(): User | null {
  try {
    const raw = localStorage.getItem(MEMBER_STORAGE_KEY);
    if (!raw || !getToken()) return null;
    const member = JSON.parse(raw) as unknown;
    return member && typeof member === 'object' && 'id' in member && 'name' in member ? (member as User) : null;
  } catch {
    return null;
  }
}

export function storeMember(member: User): void {
  try {
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member));
  } catch {
    // Storage full or disabled: the next visit waits for the server instead.
  }
}

/** Clears every local cache except the session (the navbar's Clear Cache button). */
export function clearLocalCachesExceptToken(): void {
  try {
    const token = getToken();
    const member = getStoredMember();
    localStorage.clear();
    if (token) setToken(token);
    if (member) storeMember(member);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing cached there either.
  }
}
