import { TIMING } from '@sangam/shared/limits';
import { emitAuthEvent } from './authEvents.ts';
import { ApiRequestError } from './errors.ts';
import { sendRequest } from './transport.ts';
import { clearToken, getToken, setToken } from './token.ts';

// What happens after a 401 on a call that carried a token (spec sections 4 and 9):
// refresh the token once and retry; three consecutive 401s, or three refresh attempts within the
// 30 s cooldown, end the session.

let consecutive401s = 0;
let refreshAttemptTimes: number[] = [];
let refreshInFlight: Promise<string | null> | null = null;

export function resetSessionRecovery(): void {
  consecutive401s = 0;
  refreshAttemptTimes = [];
  refreshInFlight = null;
}

/** Any authorised success proves the token works again. */
export function noteAuthorisedSuccess(): void {
  consecutive401s = 0;
}

/** Counts a 401; returns true when that made three in a row and the session was ended. */
export function countUnauthorised(): boolean {
  consecutive401s += 1;
  if (consecutive401s < TIMING.consecutive401ForLogout) return false;
  forceLogout();
  return true;
}

export function forceLogout(): void {
  clearToken();
  resetSessionRecovery();
  emitAuthEvent({ type: 'logged-out', reason: 'session-expired' });
}

async function refresh(oldToken: string): Promise<string | null> {
  try {
    const reply = await sendRequest<{ token?: unknown }>('/api/auth/refresh', {
      method: 'POST',
      body: { token: oldToken },
      timeoutMs: TIMING.refreshTimeoutMs,
    });
    if (typeof reply?.token !== 'string' || !reply.token) return null;
    setToken(reply.token);
    return reply.token;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // 404: the server has no refresh for this token; keep the current one (spec section 7).
    if (error.status === 404) return null;
    // Any other 4xx: the token is dead. Network errors and 5xx: keep it, the caller sees its error.
    if (error.status >= 400 && error.status < 500) forceLogout();
    return null;
  }
}

/**
 * Called with the token that just got a 401. Returns a token worth retrying with, or null.
 */
export async function recoverFromUnauthorised(failedToken: string): Promise<string | null> {
  if (countUnauthorised()) return null;
  // Another request already refreshed while this one was in flight.
  const current = getToken();
  if (current && current !== failedToken) return current;
  if (!current) return null;

  if (!refreshInFlight) {
    const now = Date.now();
    refreshAttemptTimes = refreshAttemptTimes.filter((at) => now - at < TIMING.refreshCooldownMs);
    if (refreshAttemptTimes.length >= TIMING.maxRefreshAttempts) {
      forceLogout();
      return null;
    }
    refreshAttemptTimes.push(now);
    refreshInFlight = refresh(failedToken).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}
