import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AdminReferralReplySchema,
  AdminReferralsQuerySchema,
  AdminReferralsReplySchema,
  AdminReferralUpdateSchema,
  LeaderboardReplySchema,
  ManualRewardSchema,
  MemberCodeReplySchema,
  REFERRAL_PERIODS,
  ReferralAnalyticsSchema,
  referralExportFileName,
} from '@sangam/shared/admin';
import { FORMER_MEMBER_NAME } from '@sangam/shared/referrals';
import { z } from 'zod';
import { csvStream } from '../../lib/csv.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams } from '../../lib/id-params.ts';
import { readPage } from '../../lib/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { leaderboard, listReferrals, referralsInBatches } from './referrals.admin.queries.ts';
import {
  analytics,
  grantReward,
  periodStart,
  regenerateCodeFor,
  toAdminReferrals,
  updateReferralAsAdmin,
} from './referrals.admin.service.ts';

const errors = errorReplies(400, 401, 403, 404, 409);
const UserParams = z.object({ userId: z.string().max(64) });
const EXPORT_COLUMNS = [
  'Referrer',
  'ReferralCode',
  'Referred',
  'ReferredPhone',
  'Status',
  'Source',
  'RewardGiven',
  'CreatedAt',
] as const;

/** Referral management. Admins only, checked before anything else on every route. */
export const referralsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());
  const filterOf = (q: z.output<typeof AdminReferralsQuerySchema>) => ({
    status: q.status,
    since: periodStart(q.period),
    search: q.search,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    dialect: app.dialect,
  });

  app.get('/', {
    schema: {
      tags: ['admin'],
      querystring: AdminReferralsQuerySchema,
      response: { 200: AdminReferralsReplySchema, ...errors },
    },
    handler: async (request) => {
      const { rows, pagination } = await readPage(request.query, (window) =>
        listReferrals(app.db, filterOf(request.query), window),
      );
      return { referrals: await toAdminReferrals(app.db, rows), pagination };
    },
  });

  app.get('/export', {
    // A CSV file, not JSON: no response schema.
    schema: { tags: ['admin'], querystring: AdminReferralsQuerySchema.omit({ page: true, limit: true }) },
    handler: async (request, reply) => {
      const batches = referralsInBatches(app.db, filterOf({ ...request.query, page: 1, limit: 1 }));
      const csv = csvStream(
        EXPORT_COLUMNS,
        (async function* () {
          for await (const rows of batches)
            yield rows.map((r) => [
              r.referrerName,
              r.referrerCode,
              r.referredName ?? FORMER_MEMBER_NAME,
              r.referredPhone ?? '',
              r.status,
              r.source,
              r.rewardGiven ? 'Yes' : 'No',
              r.createdAt,
            ]);
        })(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(referralExportFileName(new Date())))
        .send(csv);
    },
  });

  app.get('/analytics', {
    schema: {
      tags: ['admin'],
      querystring: z.object({ period: z.enum(REFERRAL_PERIODS).optional().default('month') }),
      response: { 200: ReferralAnalyticsSchema, ...errors },
    },
    handler: (request) => analytics(app.db, request.query.period),
  });

  app.get('/leaderboard', {
    schema: {
      tags: ['admin'],
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).optional().default(20) }),
      response: { 200: LeaderboardReplySchema, ...errors },
    },
    handler: async (request) => ({ leaderboard: await leaderboard(app.db, request.query.limit) }),
  });

  app.put('/:id', {
    schema: {
      tags: ['admin'],
      params: IdParams,
      body: AdminReferralUpdateSchema,
      response: { 200: AdminReferralReplySchema, ...errors },
    },
    handler: (request) => updateReferralAsAdmin(app.db, request.viewer!, request.params.id, request.body),
  });

  app.post('/manual-reward/:userId', {
    schema: {
      tags: ['admin'],
      params: UserParams,
      body: ManualRewardSchema,
      response: { 201: MessageReplySchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await grantReward(app.db, request.viewer!, request.params.userId, request.body)),
  });

  app.post('/regenerate-code/:userId', {
    schema: {
      tags: ['admin'],
      params: UserParams,
      response: { 200: MemberCodeReplySchema, ...errors },
    },
    handler: (request) => regenerateCodeFor(app.db, request.viewer!, request.params.userId),
  });
};
