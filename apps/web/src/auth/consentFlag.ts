import { useSyncExternalStore } from 'react';
import { STORED_REPLY_PREFIX } from '../api/token.ts';

// The Terms and Privacy Policy version a signed-in member has yet to agree to (a sign-in reply's consentRequired,
// or GET /api/profile/consents' agreementRequired). Kept among the member's stored replies, so logout forgets it,
// and outside the session's code, so nothing of it is in the first download: the sign-in pages set it, the banner
// (loaded with the footer after the first paint) reads it.
const KEY = `${STORED_REPLY_PREFIX}consentRequired`;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps (a version) or forgets (null) the request to agree again; the banner follows at once. */
export function setConsentRequired(version: string | null): void {
  try {
    if (version) localStorage.setItem(KEY, version);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the next sign-in asks again.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The version to agree to, or null. */
export const useConsentRequired = (): string | null => useSyncExternalStore(subscribe, read, () => null);
