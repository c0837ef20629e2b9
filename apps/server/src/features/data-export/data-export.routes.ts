import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDataExportSchema,
  DataExportsReplySchema,
  DataExportStartedReplySchema,
  PRIVACY_MESSAGES,
} from '@sangam/shared/privacy';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { IdParams } from '../../lib/route-schemas.ts';
import { nowIso } from '../../lib/time.ts';
import { requireAdmin, requireMember } from '../../plugins/auth.ts';
import { ExportLinks } from './data-export-links.ts';
import { findExport } from './data-export.queries.ts';
import { memberExportsForAdmin, ownExports, startAdminExport, startOwnExport } from './data-export.service.ts';
import { exportZipStream } from './data-export.zip.ts';

const DownloadQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** A copy of the member's data (issue 36), under /api/profile: ask for one, see them, download one. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new ExportLinks(app.config.jwtSecret);
  // A deactivated member may still take their data with them.
  const memberOrDeactivated = requireMember({ allowDeactivated: true });

  app.post('/export', {
    onRequest: memberOrDeactivated,
    schema: {
      tags: ['profile'],
      response: { 202: DataExportStartedReplySchema, ...errorReplies(401, 403, 429) },
    },
    handler: async (request, reply) => reply.code(202).send(await startOwnExport(app.db, request.viewer!)),
  });

  app.get('/exports', {
    onRequest: memberOrDeactivated,
    schema: { tags: ['profile'], response: { 200: DataExportsReplySchema, ...errorReplies(401, 403) } },
    handler: (request) => ownExports(app.db, links, request.viewer!),
  });

  // A plain download link (no bearer header needed): the signature proves it; a ZIP, so no reply schema.
  app.get('/exports/:id/download', {
    schema: { tags: ['profile'], params: IdParams, querystring: DownloadQuery },
    handler: async (request, reply) => {
      const row = await findExport(app.db, request.params.id);
      if (!row || row.status !== 'ready' || !row.expiresAt || !row.readyAt) {
        throw notFound(PRIVACY_MESSAGES.exportNotFound);
      }
      const requester = row.requestedById ?? row.userId;
      const signed = { id: row.id, userId: row.userId, requestedById: row.requestedById, expiresAt: row.expiresAt };
      const { exp, sig } = request.query;
      if (!exp || !sig || !/^\d+$/.test(exp) || !links.verify(signed, Number(exp), sig)) {
        throw forbidden(PRIVACY_MESSAGES.exportLinkInvalid);
      }
      // Signed in as someone else than who asked for it: not theirs, whatever link they hold.
      if (request.viewer && request.viewer.user.id !== requester) throw forbidden(PRIVACY_MESSAGES.exportLinkInvalid);
      if (row.expiresAt <= nowIso() || Number(exp) * 1000 <= Date.now()) {
        throw new HttpError(410, PRIVACY_MESSAGES.exportLinkExpired, 'GONE');
      }
      const zip = await exportZipStream(app.db, row.id, new Date(row.readyAt));
      if (!zip) throw notFound(PRIVACY_MESSAGES.exportNotFound);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(`sangam-data-${row.readyAt.slice(0, 10)}.zip`))
        .send(zip);
    },
  });
};

/** An admin runs the same export for a member on their written request (audited), under /api/admin/users. */
export const dataExportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new ExportLinks(app.config.jwtSecret);
  app.addHook('onRequest', requireAdmin());

  app.post('/:id/export', {
    schema: {
      tags: ['admin'],
      params: IdParams,
      body: AdminDataExportSchema,
      response: { 202: DataExportStartedReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await startAdminExport(app.db, request.viewer!, request.params.id, request.body.reason)),
  });

  app.get('/:id/exports', {
    schema: {
      tags: ['admin'],
      params: IdParams,
      response: { 200: DataExportsReplySchema, ...errorReplies(401, 403) },
    },
    handler: (request) => memberExportsForAdmin(app.db, links, request.params.id),
  });
};
