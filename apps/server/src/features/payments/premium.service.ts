import { PREMIUM } from '@sangam/shared/limits';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { findUserById, updateUser } from '../members/members.queries.ts';
import { findGrant, insertGrantOnce, lockUser, revokeGrant } from './premium.queries.ts';

const DAY_MS = 86_400_000;

export type PremiumGrant = {
  /** What it is for; a key grants once (`payment:<id>`, `referral-tier:gold`, `admin:<id>`, `demo`). */
  key: string;
  days?: number;
  /** When it is granted (the payment time); now by default. */
  at?: string;
};

export type GrantedPeriod = { periodStart: string; periodEnd: string; granted: boolean };

/**
 * The one way a member becomes premium: payments, admin plan changes, referral tier rewards and the demo seed all
 * come here. The period starts at the current expiry while the member is still premium (a renewal never shortens
 * what is left), otherwise at `at`. Each key grants once: a second call returns the first grant's period with
 * `granted: false`. Admins are never touched (null). Call it inside the caller's transaction.
 */
export async function grantPremium(
  db: Db,
  userId: string,
  { key, days = PREMIUM.validityDays, at = nowIso() }: PremiumGrant,
): Promise<GrantedPeriod | null> {
  await lockUser(db, userId);
  const user = await findUserById(db, userId);
  if (!user || user.planType === 'admin') return null;
  const existing = await findGrant(db, userId, key);
  if (existing) return { periodStart: existing.periodStart, periodEnd: existing.periodEnd, granted: false };

  const stillPremium = user.planType === 'premium' && user.premiumExpiresAt !== null && user.premiumExpiresAt > at;
  const periodStart = stillPremium ? user.premiumExpiresAt! : at;
  const periodEnd = new Date(new Date(periodStart).getTime() + days * DAY_MS).toISOString();
  const inserted = await insertGrantOnce(db, {
    id: newId(),
    userId,
    grantKey: key,
    days,
    periodStart,
    periodEnd,
    revokedAt: null,
    createdAt: nowIso(),
  });
  // A concurrent call with the same key won the race: its grant stands, this one adds nothing.
  if (!inserted) {
    const winner = (await findGrant(db, userId, key))!;
    return { periodStart: winner.periodStart, periodEnd: winner.periodEnd, granted: false };
  }
  await updateUser(db, userId, { planType: 'premium', premiumExpiresAt: periodEnd, updatedAt: nowIso() });
  return { periodStart, periodEnd, granted: true };
}

/**
 * Takes back what is left of one grant (a refunded payment): the member's expiry moves earlier by the part of the
 * grant's period still to come, and premium ends when nothing is left. Admins are never touched.
 */
export async function revokePremium(db: Db, userId: string, key: string, now = nowIso()): Promise<void> {
  await lockUser(db, userId);
  const grant = await findGrant(db, userId, key);
  const user = await findUserById(db, userId);
  if (!grant || grant.revokedAt || !user) return;
  await revokeGrant(db, grant.id, now);
  if (user.planType !== 'premium' || !user.premiumExpiresAt) return;
  const nowMs = new Date(now).getTime();
  const unused = Math.max(
    0,
    new Date(grant.periodEnd).getTime() - Math.max(new Date(grant.periodStart).getTime(), nowMs),
  );
  const expiry = new Date(user.premiumExpiresAt).getTime() - unused;
  await updateUser(
    db,
    userId,
    expiry > nowMs
      ? { premiumExpiresAt: new Date(expiry).toISOString(), updatedAt: now }
      : { planType: 'free', premiumExpiresAt: now, updatedAt: now },
  );
}
