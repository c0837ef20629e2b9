import type { Location } from 'react-router';

/** What a redirect to /login carries: where to return and an optional message to show. */
export interface LoginRedirectState {
  from?: string;
  /** A catalogue id (of `common`: the login screen says it in the language shown), or words already translated. */
  message?: string;
}

/** Only same-site paths; never back to the login screen itself. */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (/^\/(login|register|admin-login|forgot-password)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** The /login URL and state that bring the member back to `from` after signing in. */
export function loginRedirect(from: string, message?: string) {
  const state: LoginRedirectState = { from, ...(message ? { message } : {}) };
  return { to: `/login?redirect=${encodeURIComponent(from)}`, state };
}

/** Register, then back to `from` through profile completion (see ContinueReading). */
export const joinPath = (from: string) => `/register?redirect=${encodeURIComponent(from)}`;

/** Where a fresh member goes after joining: /profile to complete it, carrying the page they came from. */
export function afterJoinPath(back: string | null): string {
  const from = safeRedirect(back);
  if (!from) return '/profile';
  if (/^\/profile(?:[?#]|$)/.test(from)) return from;
  return `/profile?continue=${encodeURIComponent(from)}`;
}

/** Reads the return path (state first, then ?redirect=) and message of the current location. */
export function readLoginRedirect(location: Location): { from: string | null; message: string | null } {
  const state = (location.state ?? {}) as LoginRedirectState;
  const fromQuery = new URLSearchParams(location.search).get('redirect');
  return {
    from: safeRedirect(state.from) ?? safeRedirect(fromQuery),
    message: typeof state.message === 'string' ? state.message : null,
  };
}
