import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsentPurposeParamsSchema,
  ConsentsReplySchema,
  ConsentUpdateReplySchema,
  ConsentUpdateSchema,
} from '@sangam/shared/privacy';
import { errorReplies } from '../../lib/error-replies.ts';
import { routeSchemas } from '../../lib/route-schemas.ts';
import { requireMember } from '../../plugins/auth.ts';
import { getConsents, updateConsent } from './consents.service.ts';

const answering = routeSchemas(['profile'], errorReplies(400, 401, 403, 404));

/** Consent on record: /api/profile/consents. A deactivated member reads and withdraws; suspended members cannot. */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOrDeactivated = requireMember({ allowDeactivated: true });

  app.get('/', {
    onRequest: memberOrDeactivated,
    schema: answering(ConsentsReplySchema),
    handler: (request) => getConsents(app.db, request.viewer!.user.id, request.viewer!.user),
  });

  app.put('/:purpose', {
    onRequest: memberOrDeactivated,
    schema: answering(ConsentUpdateReplySchema, { params: ConsentPurposeParamsSchema, body: ConsentUpdateSchema }),
    handler: (request) =>
      updateConsent(app.db, request.viewer!, request.params.purpose, request.body, app.config.jwtSecret),
  });
};
