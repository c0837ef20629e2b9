import { getToken } from '../../../api/token.ts';

export const NO_TOKEN_MESSAGE = 'No authentication token found. Please log in as an admin.';

class MissingTokenError extends Error {
  constructor() {
    super(NO_TOKEN_MESSAGE);
    this.name = 'MissingTokenError';
  }
}

/** Spec section 8: the referral screens say so when there is no token rather than sending a call bound to fail. */
export function requireToken(): void {
  if (!getToken()) throw new MissingTokenError();
}

export const isMissingToken = (error: unknown) => error instanceof MissingTokenError;

export type ReferralDataKind = 'analytics' | 'referrals' | 'leaderboard';

/** Spec section 8, Referrals: one sentence per kind of data; a missing token has its own. */
export function referralLoadError(error: unknown, kind: ReferralDataKind): string {
  if (error instanceof MissingTokenError) return NO_TOKEN_MESSAGE;
  return `Failed to load ${kind} data. Please ensure you are logged in as an admin.`;
}
