import type {
  AdminReferral,
  AdminReferralUpdateSchema,
  ManualRewardSchema,
  REFERRAL_PERIODS,
} from '@sangam/shared/admin';
import { FORMER_MEMBER_NAME, REFERRAL_MESSAGES, TIER_TABLE, tierFor } from '@sangam/shared/referrals';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { uniqueReferralCode } from '../members/referral-code.service.ts';
import { grantTierRewards } from './referral-rewards.service.ts';
import { countUsers, findUserById, updateUser } from '../members/members.queries.ts';
import {
  findReferral,
  insertReward,
  leaderboard,
  referralTotals,
  referrerCounts,
  trends,
  updateReferral,
  type listReferrals,
} from './referrals.admin.queries.ts';

type Period = (typeof REFERRAL_PERIODS)[number];
const PERIOD_DAYS: Record<Period, number> = { week: 7, month: 30, quarter: 91, year: 365 };

/** Start of a period, or null for all time. */
export const periodStart = (period: string, now = Date.now()) =>
  period in PERIOD_DAYS ? new Date(now - PERIOD_DAYS[period as Period] * 86_400_000).toISOString() : null;

type ReferralRow = Awaited<ReturnType<typeof listReferrals>>['rows'][number];

export async function toAdminReferrals(db: Db, rows: ReferralRow[]): Promise<AdminReferral[]> {
  const counts = await referrerCounts(db, [...new Set(rows.map((r) => r.referrerId))]);
  return rows.map((r) => ({
    _id: r.id,
    referrer: {
      _id: r.referrerId,
      name: r.referrerName,
      referralCode: r.referrerCode,
      referralPerks: { currentTier: tierFor(counts.get(r.referrerId)?.successful ?? 0) },
    },
    referred: {
      _id: r.referredId,
      name: r.referredName ?? FORMER_MEMBER_NAME,
      phoneNumber: r.referredPhone ?? '',
    },
    status: r.status,
    source: r.source,
    createdAt: r.createdAt,
    rewardGiven: r.rewardGiven === 1,
  }));
}

export async function analytics(db: Db, period: Period) {
  const since = periodStart(period)!;
  const [totals, perReferrer, users, top, { daily, sources }] = await Promise.all([
    referralTotals(db),
    referrerCounts(db),
    countUsers(db),
    leaderboard(db, 5),
    trends(db, since),
  ]);
  // Members who never referred anyone are bronze too.
  const tiers = new Map(TIER_TABLE.map((t) => [t.tier, { count: 0, totalReferrals: 0 }]));
  for (const { successful, total } of perReferrer.values()) {
    const bucket = tiers.get(tierFor(successful))!;
    bucket.count++;
    bucket.totalReferrals += total;
  }
  tiers.get('bronze')!.count += users - perReferrer.size;
  return {
    overallStats: {
      totalReferrals: totals.total,
      completedReferrals: totals.completed,
      conversionRate: totals.total ? Math.round((totals.completed / totals.total) * 1000) / 10 : 0,
      rewardsGiven: totals.rewardsGiven,
    },
    tierDistribution: [...tiers].map(([tier, t]) => ({ _id: tier, ...t })),
    topReferrers: top,
    dailyTrends: daily.map((d) => {
      const [year, month, day] = d.day.split('-').map(Number);
      return { _id: { year: year!, month: month!, day: day! }, count: Number(d.count), completed: Number(d.completed) };
    }),
    sourceAnalysis: sources.map((s) => ({ _id: s.source, count: Number(s.count), completed: Number(s.completed) })),
  };
}

const refused = (message: string) => new HttpError(409, message, 'INVALID_TRANSITION');

/** Pending -> completed; a completed referral without reward -> rewarded. Cancelled ones are display only. */
export async function updateReferralAsAdmin(
  db: Db,
  viewer: Viewer,
  id: string,
  body: z.output<typeof AdminReferralUpdateSchema>,
) {
  const referral = await findReferral(db, id);
  if (!referral) throw notFound(REFERRAL_MESSAGES.referralNotFound);
  if (referral.status === 'cancelled') throw refused(REFERRAL_MESSAGES.cancelledCannotChange);
  if (body.status === 'completed' && referral.status !== 'pending')
    throw refused(REFERRAL_MESSAGES.onlyPendingComplete);
  const completesNow = body.status === 'completed';
  if (body.rewardGiven) {
    if (!completesNow && referral.status !== 'completed') throw refused(REFERRAL_MESSAGES.onlyCompletedReward);
    if (referral.rewardGiven === 1) throw refused(REFERRAL_MESSAGES.alreadyRewarded);
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await updateReferral(trx, id, {
      ...(completesNow ? { status: 'completed', completedAt: now } : {}),
      ...(body.rewardGiven ? { rewardGiven: 1 } : {}),
    });
    const actor = { id: viewer.user.id, name: viewer.user.name };
    const target = { id, name: referral.referrerName };
    if (completesNow) await grantTierRewards(trx, referral.referrerId, now);
    if (completesNow)
      await recordAudit(trx, {
        actor,
        action: 'referral.complete',
        target,
        subjectType: 'referral',
        changes: { status: [referral.status, 'completed'] },
        details: `referred ${referral.referredName ?? FORMER_MEMBER_NAME}`,
      });
    if (body.rewardGiven)
      await recordAudit(trx, {
        actor,
        action: 'referral.reward',
        target,
        subjectType: 'referral',
        changes: { rewardGiven: [false, true] },
        details: `for referring ${referral.referredName ?? FORMER_MEMBER_NAME}`,
      });
  });
  const [updated] = await toAdminReferrals(db, [(await findReferral(db, id))!]);
  return { message: REFERRAL_MESSAGES.referralUpdated, referral: updated! };
}

export async function grantReward(db: Db, viewer: Viewer, userId: string, body: z.output<typeof ManualRewardSchema>) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(PROFILE_MESSAGES.userNotFound);
  await db.transaction().execute(async (trx) => {
    await insertReward(trx, {
      id: newId(),
      userId,
      rewardType: body.rewardType,
      reason: body.reason,
      grantedById: viewer.user.id,
      createdAt: nowIso(),
    });
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'referral.manual_reward',
      target: { id: userId, name: user.name },
      subjectType: 'user',
      changes: { reward: [null, body.rewardType] },
      details: `${body.rewardType.replace('_', ' ')}: ${body.reason}`,
    });
  });
  return { message: REFERRAL_MESSAGES.rewardGranted };
}

export async function regenerateCodeFor(db: Db, viewer: Viewer, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(PROFILE_MESSAGES.userNotFound);
  const code = await uniqueReferralCode(db);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { referralCode: code, updatedAt: nowIso() });
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'referral.regenerate_code',
      target: { id: userId, name: user.name },
      subjectType: 'user',
      changes: { referralCode: [user.referralCode, code] },
    });
  });
  return { message: REFERRAL_MESSAGES.codeRegenerated, newReferralCode: code };
}
