import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_SPAM } from '@sangam/shared/form-messages';
import { meetsDifficulty } from '@sangam/shared/form-captcha';

// The fill token handed out with a public form: which form, when it was handed out, and the captcha challenge,
// signed with a key of its own derived from the app secret, so the browser cannot move the time back.

export type FillToken = { formId: string; issuedAt: number; challenge: string };

export class FillTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`form-fill-token:${secret}`).digest();
  }

  issue(formId: string, now = Date.now()): { token: string; challenge: string } {
    const challenge = randomBytes(12).toString('hex');
    const payload = Buffer.from(JSON.stringify({ f: formId, t: now, c: challenge })).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, challenge };
  }

  /** The token's contents when its signature holds, else null. */
  read(token: unknown): FillToken | null {
    if (typeof token !== 'string' || token.length > 500) return null;
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const { f, t, c } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (typeof f !== 'string' || typeof t !== 'number' || typeof c !== 'string') return null;
      return { formId: f, issuedAt: t, challenge: c };
    } catch {
      return null;
    }
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/** Whether a nonce solves a challenge at the forms' difficulty (one hash). */
export const solvesChallenge = (challenge: string, nonce: unknown) =>
  (typeof nonce === 'string' || typeof nonce === 'number') &&
  String(nonce).length <= 20 &&
  meetsDifficulty(createHash('sha256').update(`${challenge}:${nonce}`).digest('hex'), FORM_SPAM.captchaBits);

export type SpamVerdict = { spam: boolean; tooFast: boolean; token: FillToken | null };

/**
 * A filled honeypot is a bot (accepted silently, stored as spam). A valid token of this form returned faster than
 * a person fills a form is refused rather than silently dropped: a member whose draft was restored may really be
 * that quick, and trying again a moment later loses nothing. A body without token and honeypot is a plain
 * submission (the contract's `{ <fieldId>: value }`); a forged, old or other form's token proves nothing.
 */
export function judgeSpam(
  tokens: FillTokens,
  formId: string,
  body: Record<string, unknown>,
  now = Date.now(),
): SpamVerdict {
  const honeypot = body[FORM_SPAM.honeypotKey];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : Boolean(honeypot)) {
    return { spam: true, tooFast: false, token: null };
  }
  const token = tokens.read(body[FORM_SPAM.tokenKey]);
  if (!token || token.formId !== formId || now - token.issuedAt > FORM_SPAM.tokenMaxAgeMs) {
    return { spam: false, tooFast: false, token: null };
  }
  return { spam: false, tooFast: now - token.issuedAt < FORM_SPAM.minFillMs, token };
}
