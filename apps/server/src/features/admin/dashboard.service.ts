import type { Dashboard } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { effectivePlan } from '@sangam/shared/plans';
import { FORMER_MEMBER_NAME } from '@sangam/shared/referrals';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import { recentAudit } from '../audit/audit.queries.ts';
import { backupStatus } from '../backups/backup.service.ts';
import { revenueThisMonth } from '../payments/payments.service.ts';
import { leaderboard, referralTotals } from '../referrals/referrals.admin.queries.ts';
import { listingsByCategory, recentReferrals, recentUsers, userStats } from './dashboard.queries.ts';

const RECENT_USERS = 10;
const AUDIT_ENTRIES = 10;

/** The admin dashboard: counts come from SQL aggregates, never from loading every row. */
export async function dashboard(db: Db, { backupsScheduled }: { backupsScheduled: boolean }): Promise<Dashboard> {
  const [users, byCategory, referrals, newest, top, latestReferrals, audit, revenue, backups] = await Promise.all([
    userStats(db, nowIso()),
    listingsByCategory(db),
    referralTotals(db),
    recentUsers(db, RECENT_USERS),
    leaderboard(db, PAGE_SIZES.topReferrers),
    recentReferrals(db, PAGE_SIZES.recentReferrals),
    recentAudit(db, AUDIT_ENTRIES),
    revenueThisMonth(db),
    backupStatus(db, backupsScheduled),
  ]);
  return {
    userStats: users,
    listingStats: { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory },
    referralStats: { total: referrals.total, completed: referrals.completed },
    paymentStats: { revenueThisMonth: revenue.live, testPaymentsThisMonth: revenue.test },
    recentUsers: newest.map((u) => ({
      _id: u.id,
      name: u.name,
      phoneNumber: u.phoneNumber,
      planType: effectivePlan(u),
      accountStatus: u.accountStatus,
      createdAt: u.createdAt,
    })),
    topReferrers: top.map((t) => ({
      _id: t._id,
      name: t.name,
      referralCode: t.referralCode,
      referralStats: { successfulReferrals: t.successfulReferrals },
    })),
    recentReferrals: latestReferrals.map((r) => ({
      _id: r.id,
      referrer: { name: r.referrerName },
      referred: { name: r.referredName ?? FORMER_MEMBER_NAME },
      referralDate: r.createdAt,
      status: r.status,
    })),
    auditLog: audit,
    backups,
  };
}
