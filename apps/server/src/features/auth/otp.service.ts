import type { FastifyInstance } from 'fastify';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import type { OtpPurpose, OtpReply } from '@sangam/shared/auth';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import type { Language } from '@sangam/shared/i18n/languages';
import { OTP_LIMITS } from '@sangam/shared/limits';
import type { PhoneChannel } from '@sangam/shared/notifications';
import type { Db } from '../../db/dialect.ts';
import { addressKey } from '../../lib/client-address.ts';
import type { Counters } from '../../lib/counters.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { displayPhone, e164 } from '../messages/messages.service.ts';
import type { Outbox } from '../outbox/outbox.service.ts';
import { countTry, insertCode, newestCode, spendCode, voidCodes } from './otp.queries.ts';

type Deps = {
  db: Db;
  counters: Counters;
  outbox: Outbox;
  /** Keys the codes' hashes: a copy of the table alone cannot be tried offline against a million codes. */
  secret: string;
  /** The provider's channels, best first ('test' sends on both). */
  channels: readonly PhoneChannel[];
  testMode: boolean;
  /** Codes the whole site may send in an hour (OTP_HOURLY_LIMIT; 0: no limit). */
  siteHourlyLimit: number;
  /** Whether the per-address limit applies (AUTH_IP_LIMIT 0 turns it off, as for tests from one address). */
  limitAddresses: boolean;
  /** The site's origin's host, for the SMS's WebOTP line ("@sangam.example #123456"). */
  host: string;
};

export type CodeRequest = {
  phoneNumber: string;
  purpose: OtpPurpose;
  channel?: PhoneChannel;
  ip: string;
  language: Language;
  /** False: answer as if sent but send nothing (reset or login for a phone without an account). */
  send: boolean;
};

const wait = (remainingMs: number) =>
  new HttpError(
    429,
    messageWith('auth.otpWait', { seconds: Math.max(1, Math.ceil(remainingMs / 1000)) }),
    ERROR_TYPES.throttled,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(remainingMs / 1000))) },
  );

const codeError = (message: string, type: string) => badRequest(message, { otp: message }, type);

/**
 * One-time codes by OWASP's and NIST 800-63B's rules: 6 digits from a CSPRNG, valid 10 minutes, stored as a keyed
 * hash, single use, compared in constant time, 5 tries a code, a new code voids the old, a new one after 30 s,
 * at most 5 a phone and 20 a client address an hour (counted in app.counters: Redis across servers when set).
 */
export class OtpService {
  constructor(private readonly deps: Deps) {}

  /** Sends a code (or, with send false, only answers as if it had): the reply is the same either way. */
  async request(input: CodeRequest): Promise<OtpReply> {
    const { db, counters, outbox } = this.deps;
    const phone = input.phoneNumber;
    if (this.deps.limitAddresses) {
      const perAddress = await counters.hit(`otp:ip:${addressKey(input.ip)}`, OTP_LIMITS.hourMs);
      if (perAddress.count > OTP_LIMITS.perAddressPerHour) throw wait(perAddress.remainingMs);
    }
    const cooldown = await counters.hit(`otp:resend:${phone}`, OTP_LIMITS.resendAfterMs);
    if (cooldown.count > 1) throw wait(cooldown.remainingMs);
    const perPhone = await counters.hit(`otp:phone:${phone}`, OTP_LIMITS.hourMs);
    if (perPhone.count > OTP_LIMITS.perPhonePerHour) throw wait(perPhone.remainingMs);
    // Every code costs money: a flood from many addresses to numbers of the flooder's choosing stops here.
    if (this.deps.siteHourlyLimit > 0) {
      const site = await counters.hit('otp:site', OTP_LIMITS.hourMs);
      if (site.count > this.deps.siteHourlyLimit) throw wait(site.remainingMs);
    }

    // A phone without an account gets the same work (a code row nobody will ever see), only no message: the
    // reply and its timing do not tell who is a member.
    const channel =
      input.channel && this.deps.channels.includes(input.channel) ? input.channel : this.deps.channels[0]!;
    const outboxId = await db.transaction().execute(async (trx) => {
      const { code, expiresAt } = await issueCode(trx, this.deps.secret, phone, input.purpose);
      if (!input.send) return null;
      const text = t(input.language, 'server.message.otp', { code });
      return outbox.queuePhone(trx, {
        to: e164(phone),
        channel,
        template: 'otp',
        language: input.language,
        // The last line lets Android Chrome's WebOTP read the code into the page (web.dev/web-otp).
        text: channel === 'sms' ? `${text}\n\n@${this.deps.host} #${code}` : text,
        variables: [code],
        code,
        notAfter: expiresAt,
      });
    });
    // Sent at once, after the request's work: a slow provider never holds the reply; the outbox retries.
    if (outboxId) setImmediate(() => void outbox.sendNow(outboxId).catch(() => {}));
    return {
      message: messageWith('auth.otpSent', { phone: displayPhone(phone) }),
      resendAfter: OTP_LIMITS.resendAfterMs / 1000,
      expiresIn: OTP_LIMITS.ttlMs / 1000,
      testMode: this.deps.testMode,
      channel,
      channels: [...this.deps.channels],
    };
  }

  /**
   * Spends the newest code of a phone and purpose, or throws OTP_REQUIRED / OTP_INVALID / OTP_EXPIRED naming the
   * field `otp`. Every try counts against the code's 5, the right one included.
   */
  async consume(phoneNumber: string, purpose: OtpPurpose, typed: string | undefined) {
    const { db } = this.deps;
    if (!typed) throw codeError(AUTH_MESSAGES.otpRequired, ERROR_TYPES.otpRequired);
    const invalid = codeError(AUTH_MESSAGES.otpInvalid, ERROR_TYPES.otpInvalid);
    const row = await newestCode(db, phoneNumber, purpose);
    if (!row || row.usedAt) throw invalid;
    if (row.expiresAt <= nowIso()) throw codeError(AUTH_MESSAGES.otpExpired, ERROR_TYPES.otpExpired);
    if (!/^\d{6}$/.test(typed) || !(await countTry(db, row.id, OTP_LIMITS.triesPerCode))) throw invalid;
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.hash(phoneNumber, purpose, typed), 'hex');
    if (!timingSafeEqual(expected, given) || !(await spendCode(db, row.id))) throw invalid;
  }

  private hash(phone: string, purpose: string, code: string) {
    return codeHash(this.deps.secret, phone, purpose, code);
  }
}

const codeHash = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}\n${purpose}\n${code}`).digest('hex');

/**
 * A new code for a phone and purpose (the ones before it void), valid OTP_LIMITS.ttlMs. The code routes send it;
 * `sangam admin reset-password` prints it for an admin whose phone gets no messages. `secret`: the JWT secret.
 */
export async function issueCode(db: Db, secret: string, phoneNumber: string, purpose: OtpPurpose) {
  const code = String(randomInt(0, 10 ** OTP_LIMITS.digits)).padStart(OTP_LIMITS.digits, '0');
  const createdAt = nowIso();
  const expiresAt = addMs(createdAt, OTP_LIMITS.ttlMs);
  await voidCodes(db, phoneNumber, purpose);
  await insertCode(db, {
    id: newId(),
    phoneNumber,
    purpose,
    codeHash: codeHash(secret, phoneNumber, purpose, code),
    createdAt,
    expiresAt,
  });
  return { code, expiresAt };
}

/** The app's one code service: its limits are counted in app.counters, shared by every route that sends codes. */
export function otpServiceOf(app: FastifyInstance): OtpService {
  const existing = services.get(app);
  if (existing) return existing;
  const created = new OtpService({
    db: app.db,
    counters: app.counters,
    outbox: app.outbox,
    secret: app.config.jwtSecret,
    channels: app.outbox.phoneChannels,
    testMode: app.outbox.testMode,
    siteHourlyLimit: app.config.otpHourlyLimit,
    limitAddresses: app.config.authIpLimit > 0,
    host: new URL(app.config.publicUrl).host,
  });
  services.set(app, created);
  return created;
}
const services = new WeakMap<FastifyInstance, OtpService>();
