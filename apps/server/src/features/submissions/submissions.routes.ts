import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkActionReplySchema,
  BulkActionSchema,
  SubmissionAnalyticsSchema,
  SubmissionReplySchema,
  SubmissionStatsQuerySchema,
  SubmissionStatsSchema,
  SubmissionStatusBodySchema,
  SubmissionStatusReplySchema,
  SubmissionsExportQuerySchema,
  SubmissionsListReplySchema,
  SubmissionsQuerySchema,
} from '@sangam/shared/submissions';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { loadForm } from '../forms/forms.service.ts';
import { findSubmission, listSubmissions } from './submissions.queries.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import {
  bulkAction,
  exportCsv,
  setSubmissionStatus,
  submissionFilters,
  submissionAnalytics,
  submissionStats,
  toSubmissionViews,
} from './submissions.service.ts';

const answering = routeSchemas(['submissions'], errorReplies(400, 401, 403, 404));
const FormId = z.object({ formId: z.string().max(64) });

/** The submissions screen: list, stats, CSV export, status and bulk actions. Admins only. */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/form/:formId', {
    schema: answering(SubmissionsListReplySchema, { params: FormId, querystring: SubmissionsQuerySchema }),
    handler: async (request) => {
      const form = await loadForm(app.db, request.params.formId);
      const filters = submissionFilters(form.id, app.dialect, request.query);
      const { rows, pagination } = await readPage(request.query, (window) =>
        listSubmissions(app.db, filters, request.query.sort, window),
      );
      return { submissions: await toSubmissionViews(app.db, rows, request.viewer!, app.mediaUrls), pagination };
    },
  });

  app.get('/form/:formId/stats', {
    schema: answering(SubmissionStatsSchema, { params: FormId, querystring: SubmissionStatsQuerySchema }),
    handler: async (request) => {
      const form = await loadForm(app.db, request.params.formId);
      return submissionStats(app.db, form.id, request.query.period);
    },
  });

  app.get('/form/:formId/analytics', {
    schema: answering(SubmissionAnalyticsSchema, { params: FormId, querystring: SubmissionStatsQuerySchema }),
    handler: async (request) => {
      const form = await loadForm(app.db, request.params.formId);
      return submissionAnalytics(app.db, form, request.query.period);
    },
  });

  app.get('/:id', {
    schema: answering(SubmissionReplySchema, { params: IdParams }),
    handler: async (request) => {
      const row = await findSubmission(app.db, request.params.id);
      if (!row) throw notFound(FORM_MESSAGES.submissionNotFound);
      const [submission] = await toSubmissionViews(app.db, [row], request.viewer!, app.mediaUrls);
      return { submission: submission! };
    },
  });

  app.get('/form/:formId/export', {
    // A CSV file, not JSON: no response schema.
    schema: { tags: ['submissions'], params: FormId, querystring: SubmissionsExportQuerySchema },
    handler: async (request, reply) => {
      const form = await loadForm(app.db, request.params.formId);
      const csv = await exportCsv(app.db, form, submissionFilters(form.id, app.dialect, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${form.title}_submissions.csv`))
        .send(csv);
    },
  });

  app.put('/:id/status', {
    schema: answering(SubmissionStatusReplySchema, { params: IdParams, body: SubmissionStatusBodySchema }),
    handler: async (request) => {
      const row = await setSubmissionStatus(app.db, request.params.id, request.viewer!, request.body);
      const [submission] = await toSubmissionViews(app.db, [row], request.viewer!, app.mediaUrls);
      return { submission: submission!, message: FORM_MESSAGES.submissionUpdated };
    },
  });

  app.post('/bulk-action', {
    schema: answering(BulkActionReplySchema, { body: BulkActionSchema }),
    handler: async (request) => {
      const updated = await bulkAction(app.db, request.viewer!, request.body);
      return { updated, message: `${updated} submission(s) updated` };
    },
  });
};
