import { SignJWT, jwtVerify } from 'jose';

const ACCESS_TTL = '7d';
/**
 * A member's session ends this long after sign-in, whatever refreshes happen in between (refresh accepts
 * expired access tokens within it). An admin's ends after ADMIN_SESSION_TTL_MS.
 */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_SESSION_TTL_MS = 12 * 3600 * 1000;

export type TokenClaims = { userId: string; sessionId: string };

/** Tokens checked lately: a member sends the same token with every request, and checking its signature again
 * costs about 200 µs (jose goes through WebCrypto), most of a cheap request. Bounded; oldest out first. */
const VERIFIED_CAP = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, TokenClaims & { expiresAt: number }>();
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
    const known = forRefresh ? undefined : this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        ...(forRefresh ? { clockTolerance: SESSION_TTL_MS / 1000 } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (!forRefresh && typeof payload.exp === 'number') this.remember(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAt: number) {
    this.verified.delete(token);
    this.verified.set(token, { ...claims, expiresAt });
    if (this.verified.size > VERIFIED_CAP) this.verified.delete(this.verified.keys().next().value!);
  }
}
