import { SignJWT, jwtVerify } from 'jose';

const ACCESS_TTL = '7d';
/**
 * A member's session ends this long after sign-in, whatever refreshes happen in between (refresh accepts
 * expired access tokens within it). An admin's ends after ADMIN_SESSION_TTL_MS.
 */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_SESSION_TTL_MS = 12 * 3600 * 1000;

export type TokenClaims = { userId: string; sessionId: string };

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign({ userId, sessionId }: TokenClaims): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(ACCESS_TTL)
      .sign(this.key);
  }

  /** Null for anything that is not a valid token of ours; `forRefresh` tolerates an expired one. */
  async verify(token: string, { forRefresh = false } = {}): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        ...(forRefresh ? { clockTolerance: SESSION_TTL_MS / 1000 } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
