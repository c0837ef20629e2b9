import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { FORMER_MEMBER_NAME } from '@sangam/shared/referrals';
import { nowIso } from '../../lib/time.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { recentAudit } from '../audit/audit.queries.ts';
import { revenueThisMonth } from '../payments/payments.service.ts';
import { leaderboard, referralTotals } from '../referrals/referrals.admin.queries.ts';
import { effectivePlan } from '@sangam/shared/plans';
import { listingsByCategory, recentReferrals, recentUsers, userStats } from './dashboard.queries.ts';

const RECENT_USERS = 10;
const AUDIT_ENTRIES = 10;

/** The admin dashboard: counts come from SQL aggregates, never from loading every row. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', {
    onRequest: requireAdmin(),
    schema: { tags: ['admin'], response: { 200: DashboardSchema, ...errorReplies(401, 403) } },
    handler: async () => {
      const [users, byCategory, referrals, newest, top, latestReferrals, audit, revenue] = await Promise.all([
        userStats(app.db, nowIso()),
        listingsByCategory(app.db),
        referralTotals(app.db),
        recentUsers(app.db, RECENT_USERS),
        leaderboard(app.db, PAGE_SIZES.topReferrers),
        recentReferrals(app.db, PAGE_SIZES.recentReferrals),
        recentAudit(app.db, AUDIT_ENTRIES),
        revenueThisMonth(app.db),
      ]);
      return {
        userStats: users,
        listingStats: { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory },
        referralStats: { total: referrals.total, completed: referrals.completed },
        paymentStats: { revenueThisMonth: revenue },
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
      };
    },
  });
};
