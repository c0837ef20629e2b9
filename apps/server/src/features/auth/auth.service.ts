import { type LoginSchema, type RegisterSchema, type ResetPasswordSchema } from '@sangam/shared/auth';
import type { MemberRow } from '../members/members.queries.ts';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { ACCOUNT, AUTH_LIMITS } from '@sangam/shared/limits';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import type { UserRow } from '../../db/types.ts';
import type { Counters } from '../../lib/counters.ts';
import { badRequest, forbidden, phoneTaken, throttled, unauthorized } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { uniqueReferralCode } from '../members/referral-code.service.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { ADMIN_SESSION_TTL_MS, SESSION_TTL_MS, type TokenService } from '../../lib/tokens.ts';
import { insertReferral } from '../referrals/referrals.queries.ts';
import { onReferralJoined } from '../referrals/referral-notifications.service.ts';
import { effectivePlan } from '@sangam/shared/plans';
import { toMemberView } from '../members/member-view.ts';
import {
  findUserByPhone,
  findUserByReferralCode,
  insertUser,
  referralCountsFor,
  updateUser,
} from '../members/members.queries.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { moveSubscriptionsToSession } from '../push/push.queries.ts';
import {
  checkRegistrationConsent,
  consentRequiredFor,
  currentPolicyVersion,
  recordRegistrationConsents,
  registrationColumns,
} from '../consents/consents.service.ts';
import { LoginThrottle, passwordGeneration } from './login-throttle.ts';
import type { OtpService } from './otp.service.ts';
import {
  deleteSession,
  deleteSessionsOfUser,
  findLiveSession,
  findSessionTimes,
  insertSession,
} from './sessions.queries.ts';

type Deps = {
  db: Db;
  tokens: TokenService;
  counters: Counters;
  otp: OtpService;
  /** PHONE_VERIFICATION: 'required' asks a code sent to the phone before an account is made. */
  phoneVerification: 'required' | 'off';
  /** The JWT secret: consents' client address hashes are keyed from it. */
  jwtSecret: string;
};
type RegisterBody = z.output<typeof RegisterSchema>;
type LoginBody = z.output<typeof LoginSchema>;
type ResetBody = z.output<typeof ResetPasswordSchema>;

export class AuthService {
  private readonly logins: LoginThrottle;

  constructor(private readonly deps: Deps) {
    this.logins = new LoginThrottle(deps.counters);
  }

  async register(body: RegisterBody) {
    const { db, counters } = this.deps;
    // The Terms' checkbox and the age first: nothing is counted or made for a refused registration.
    checkRegistrationConsent(body);
    const { count, remainingMs } = await counters.hit(`register:phone:${body.phoneNumber}`, AUTH_LIMITS.windowMs);
    if (count > AUTH_LIMITS.registrationsPerPhone) throw throttled('register', remainingMs);

    if (await findUserByPhone(db, body.phoneNumber)) throw phoneTaken();
    const referrer = body.referralCode ? await findUserByReferralCode(db, body.referralCode) : undefined;
    if (body.referralCode && (!referrer || referrer.accountStatus === 'suspended')) {
      throw badRequest(
        AUTH_MESSAGES.invalidReferralCode,
        { referralCode: AUTH_MESSAGES.referralCodeInvalidShort },
        ERROR_TYPES.invalidReferralCode,
      );
    }

    const verify = this.deps.phoneVerification === 'required';
    // Spent after every other check, outside the transaction: a wrong try must count even though nothing is made.
    if (verify) await this.deps.otp.consume(body.phoneNumber, 'register', body.otp);
    const now = nowIso();
    const id = newId();
    const passwordHash = await hashPassword(body.password);
    // Registering (through the form's checkbox, or the documented API) is agreement to the current version.
    // The date of birth only proves the age: it is not kept.
    const policyVersion = await currentPolicyVersion(db);
    let user: UserRow;
    try {
      user = await db.transaction().execute(async (trx) => {
        const created = await insertUser(trx, {
          id,
          name: body.name,
          phoneNumber: body.phoneNumber,
          email: null,
          occupation: body.occupation,
          profession: body.occupation,
          profileImageId: null,
          premiumExpiresAt: null,
          referralCode: await uniqueReferralCode(trx),
          referredById: referrer?.id ?? null,
          passwordHash,
          phoneVerifiedAt: verify ? now : null,
          ...registrationColumns(body.consents, policyVersion),
          createdAt: now,
          updatedAt: now,
        });
        await recordRegistrationConsents(trx, id, body.consents, policyVersion, this.deps.jwtSecret);
        if (referrer) {
          await insertReferral(trx, {
            id: newId(),
            referrerId: referrer.id,
            referredId: id,
            createdAt: now,
            source: body.referralSource ?? 'code',
          });
          await onReferralJoined(trx, { referrerId: referrer.id, memberId: id, name: body.name });
        }
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
    return {
      ...(await this.startSession(user)),
      message: AUTH_MESSAGES.registered,
      referralInfo: { referredBy: referrer ? { name: referrer.name } : null },
    };
  }

  async login(body: LoginBody, { ip, adminOnly = false }: { ip: string; adminOnly?: boolean }) {
    const { db } = this.deps;
    if (!body.password) return this.loginWithCode(body.phoneNumber, body.otp, adminOnly);
    const user = await findUserByPhone(db, body.phoneNumber);
    const attempt = await this.logins.attempt(body.phoneNumber, ip, passwordGeneration(user?.passwordHash));
    const passwordOk = await verifyPassword(body.password ?? '', user?.passwordHash ?? (await decoyHash()));
    if (!user || !passwordOk) {
      await attempt.failed();
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    await attempt.succeeded();
    // Hashes made with older, weaker parameters are replaced now that the password is at hand.
    if (needsRehash(user.passwordHash)) {
      await updateUser(db, user.id, { passwordHash: await hashPassword(body.password ?? '') });
    }
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspendedLogin, ERROR_TYPES.accountSuspended);
    if (adminOnly && effectivePlan(user) !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly, ERROR_TYPES.adminOnly);
    // A deactivated member may sign in: the client then offers reactivation (spec section 4).
    return this.startSession(user);
  }

  /** Signs in with a code sent for 'login' (members who never remember passwords): the phone is proven too. */
  private async loginWithCode(phoneNumber: string, otp: string | undefined, adminOnly: boolean) {
    const { db } = this.deps;
    await this.deps.otp.consume(phoneNumber, 'login', otp);
    const user = await findUserByPhone(db, phoneNumber);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspendedLogin, ERROR_TYPES.accountSuspended);
    if (adminOnly && effectivePlan(user) !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly, ERROR_TYPES.adminOnly);
    if (user.phoneVerifiedAt) return this.startSession(user);
    const phoneVerifiedAt = nowIso();
    await updateUser(db, user.id, { phoneVerifiedAt });
    return this.startSession({ ...user, phoneVerifiedAt });
  }

  /**
   * Forgot password: a code sent for 'reset' proves the phone; the new password replaces the old, every session
   * of the member ends (a thief's included) and a new one starts here. Audited.
   */
  async resetPassword(body: ResetBody) {
    const { db } = this.deps;
    await this.deps.otp.consume(body.phoneNumber, 'reset', body.otp);
    const user = await findUserByPhone(db, body.phoneNumber);
    if (!user) throw badRequest(AUTH_MESSAGES.otpInvalid, { otp: AUTH_MESSAGES.otpInvalid }, ERROR_TYPES.otpInvalid);
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspendedLogin, ERROR_TYPES.accountSuspended);
    refuseShortAdminPassword(user, body.password, 'password');
    const passwordHash = await hashPassword(body.password);
    const phoneVerifiedAt = user.phoneVerifiedAt ?? nowIso();
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { passwordHash, phoneVerifiedAt });
      await deleteSessionsOfUser(trx, user.id);
      await recordAudit(trx, {
        actor: { id: user.id, name: user.name },
        action: 'password.reset',
        target: { id: user.id, name: user.name },
        subjectType: 'user',
        changes: { password: ['(changed)', '(changed)'] },
        details: 'by a one-time code sent to the phone',
      });
    });
    return { ...(await this.startSession({ ...user, phoneVerifiedAt })), message: AUTH_MESSAGES.passwordReset };
  }

  /**
   * Swaps a token (even an expired one, within its session) for a new one; the old one stops working.
   * The new token belongs to a session that ends when the old one would have: refresh never extends it.
   */
  async refresh(token: string) {
    const { db, tokens } = this.deps;
    const claims = await tokens.verify(token, { forRefresh: true });
    const user = claims && (await findLiveSession(db, claims.sessionId, claims.userId));
    const times = user && (await findSessionTimes(db, claims.sessionId));
    if (!claims || !user || !times) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspended, ERROR_TYPES.accountSuspended);
    return this.startSession(user, times, claims.sessionId);
  }

  logout(sessionId: string) {
    return deleteSession(this.deps.db, sessionId);
  }

  /**
   * A new session and its token. `replacing` (a refresh) ends that session once the new one holds what belongs to
   * it: the browsers with push on stay on (they go with their session's row).
   */
  private async startSession(user: MemberRow, carried?: { createdAt: string; expiresAt: string }, replacing?: string) {
    const { db, tokens } = this.deps;
    const sessionId = newId();
    const createdAt = carried?.createdAt ?? nowIso();
    const lifetime = effectivePlan(user) === 'admin' ? ADMIN_SESSION_TTL_MS : SESSION_TTL_MS;
    const expiresAt = carried?.expiresAt ?? addMs(createdAt, lifetime);
    await insertSession(db, { id: sessionId, userId: user.id, createdAt, expiresAt });
    if (replacing) {
      await moveSubscriptionsToSession(db, replacing, sessionId);
      await deleteSession(db, replacing);
    }
    const token = await tokens.sign({ userId: user.id, sessionId });
    const counts = await referralCountsFor(db, user.id);
    // A member who has not agreed to the current Terms and Privacy Policy is asked again (not blocked).
    const consentRequired = await consentRequiredFor(db, user);
    return {
      token,
      user: toMemberView(user, { id: user.id, plan: effectivePlan(user) }, counts),
      ...(consentRequired ? { consentRequired } : {}),
    };
  }
}

/** An admin's password keeps the admin minimum (12) however it is set: a code proves the phone, not the strength. */
export function refuseShortAdminPassword(user: MemberRow, password: string, field: string) {
  if (effectivePlan(user) === 'admin' && password.length < ACCOUNT.adminPasswordMin) {
    const message = messageWith('auth.adminPasswordMin', { min: ACCOUNT.adminPasswordMin });
    throw badRequest(message, { [field]: message });
  }
}
