import { type LoginSchema, type RegisterSchema } from '@sangam/shared/auth';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES, throttledMessage } from '@sangam/shared/error-types';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import type { UserRow } from '../../db/types.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { uniqueReferralCode } from '../users/referral-code.service.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { SESSION_TTL_MS, type TokenService } from '../../lib/tokens.ts';
import { insertReferral } from '../referrals/referrals.queries.ts';
import { effectivePlan } from '@sangam/shared/plans';
import { toMemberView } from '../users/member-view.ts';
import { findUserByPhone, findUserByReferralCode, insertUser, referralCountsFor } from '../users/users.queries.ts';
import { deleteSession, findLiveSession, insertSession } from './sessions.queries.ts';

type Deps = { db: Db; tokens: TokenService };
type RegisterBody = z.output<typeof RegisterSchema>;
type LoginBody = z.output<typeof LoginSchema>;

const throttled = (key: string) => new HttpError(429, throttledMessage(key), ERROR_TYPES.throttled);

export class AuthService {
  /** Failed logins per phone number; registrations per phone number. */
  private readonly failedLogins = new AttemptLimiter(AUTH_LIMITS.failedLoginsPerPhone, AUTH_LIMITS.windowMs);
  private readonly registrations = new AttemptLimiter(AUTH_LIMITS.failedLoginsPerPhone, AUTH_LIMITS.windowMs);

  constructor(private readonly deps: Deps) {}

  async register(body: RegisterBody) {
    const { db } = this.deps;
    if (this.registrations.isBlocked(body.phoneNumber)) throw throttled('register');
    this.registrations.record(body.phoneNumber);

    if (await findUserByPhone(db, body.phoneNumber))
      throw conflict(AUTH_MESSAGES.duplicateUser, ERROR_TYPES.duplicateUser);
    const referrer = body.referralCode ? await findUserByReferralCode(db, body.referralCode) : undefined;
    if (body.referralCode && (!referrer || referrer.accountStatus === 'suspended')) {
      throw badRequest(
        AUTH_MESSAGES.invalidReferralCode,
        { referralCode: AUTH_MESSAGES.referralCodeInvalidShort },
        ERROR_TYPES.invalidReferralCode,
      );
    }

    const now = nowIso();
    const id = newId();
    const passwordHash = await hashPassword(body.password);
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
          createdAt: now,
          updatedAt: now,
        });
        if (referrer) {
          await insertReferral(trx, {
            id: newId(),
            referrerId: referrer.id,
            referredId: id,
            createdAt: now,
            source: body.referralSource ?? 'code',
          });
        }
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.duplicateUser, ERROR_TYPES.duplicateUser);
      throw error;
    }
    return {
      ...(await this.startSession(user)),
      message: 'Registration successful',
      referralInfo: { referredBy: referrer ? { name: referrer.name } : null },
    };
  }

  async login(body: LoginBody, { adminOnly = false } = {}) {
    const { db } = this.deps;
    if (this.failedLogins.isBlocked(body.phoneNumber)) throw throttled('login');
    const user = await findUserByPhone(db, body.phoneNumber);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !passwordOk) {
      this.failedLogins.record(body.phoneNumber);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    this.failedLogins.reset(body.phoneNumber);
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspendedLogin, ERROR_TYPES.accountSuspended);
    if (adminOnly && effectivePlan(user) !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly, ERROR_TYPES.adminOnly);
    // A deactivated member may sign in: the client then offers reactivation (spec section 4).
    return this.startSession(user);
  }

  /** Swaps a token (even an expired one, within its session) for a new one; the old one stops working. */
  async refresh(token: string) {
    const { db, tokens } = this.deps;
    const claims = await tokens.verify(token, { forRefresh: true });
    const user = claims && (await findLiveSession(db, claims.sessionId, claims.userId));
    if (!claims || !user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspended, ERROR_TYPES.accountSuspended);
    await deleteSession(db, claims.sessionId);
    return this.startSession(user);
  }

  logout(sessionId: string) {
    return deleteSession(this.deps.db, sessionId);
  }

  private async startSession(user: UserRow) {
    const { db, tokens } = this.deps;
    const sessionId = newId();
    const createdAt = nowIso();
    await insertSession(db, { id: sessionId, userId: user.id, createdAt, expiresAt: addMs(createdAt, SESSION_TTL_MS) });
    const token = await tokens.sign({ userId: user.id, sessionId });
    const counts = await referralCountsFor(db, user.id);
    return { token, user: toMemberView(user, { id: user.id, plan: effectivePlan(user) }, counts) };
  }
}
