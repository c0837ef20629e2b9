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
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
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

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 409));
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
    schema: answering(AdminReferralsReplySchema, { querystring: AdminReferralsQuerySchema }),
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
    schema: answering(ReferralAnalyticsSchema, {
      querystring: z.object({ period: z.enum(REFERRAL_PERIODS).optional().default('month') }),
    }),
    handler: (request) => analytics(app.db, request.query.period),
  });

  app.get('/leaderboard', {
    schema: answering(LeaderboardReplySchema, {
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).optional().default(20) }),
    }),
    handler: async (request) => ({ leaderboard: await leaderboard(app.db, request.query.limit) }),
  });

  app.put('/:id', {
    schema: answering(AdminReferralReplySchema, { params: IdParams, body: AdminReferralUpdateSchema }),
    handler: (request) => updateReferralAsAdmin(app.db, request.viewer!, request.params.id, request.body),
  });

  app.post('/manual-reward/:userId', {
    schema: answering(MessageReplySchema, { params: UserParams, body: ManualRewardSchema }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await grantReward(app.db, request.viewer!, request.params.userId, request.body)),
  });

  app.post('/regenerate-code/:userId', {
    schema: answering(MemberCodeReplySchema, { params: UserParams }),
    handler: (request) => regenerateCodeFor(app.db, request.viewer!, request.params.userId),
  });
};
