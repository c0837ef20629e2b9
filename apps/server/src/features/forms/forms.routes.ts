import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_MESSAGES, FORM_SPAM } from '@sangam/shared/form-messages';
import {
  AdminFormReplySchema,
  FormFileReplySchema,
  FormReplySchema,
  FormsListReplySchema,
  PublicFormSchema,
  SubmitReplySchema,
} from '@sangam/shared/forms';
import { FormStatusBodySchema, FormsAdminQuerySchema } from '@sangam/shared/submissions';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Id, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { MediaSignatureSchema, type MediaSignature } from '../media/media.service.ts';
import { FillTokens } from './form-spam.service.ts';
import { parseForm, toAdminFormView, toPublicFormView } from './form-view.ts';
import { FormFileIds, uploadFormFile } from './form-files.service.ts';
import { listForms } from './forms.queries.ts';
import {
  createForm,
  editForm,
  isOpen,
  loadForm,
  loadFormBySlugOrId,
  parseFormInput,
  removeForm,
  setFormStatus,
} from './forms.service.ts';

const answering = routeSchemas(['forms'], errorReplies(400, 401, 403, 404, 409, 413, 429));
const json = z.record(z.string(), z.unknown());
const SlugOrId = z.object({ slugOrId: z.string().max(200) });

/**
 * What the submissions feature lends these routes (app.ts passes its services), so that submissions imports
 * forms and never the other way round.
 */
export type FormsRoutesOptions = {
  submitForm: (
    request: FastifyRequest,
    slugOrId: string,
    body: Record<string, unknown>,
    fillTokens: FillTokens,
    fileIds: FormFileIds,
  ) => Promise<{ submissionId: string; message: string; redirectUrl: string }>;
  serveSubmissionFile: (
    request: FastifyRequest,
    reply: FastifyReply,
    submissionId: string,
    fieldId: string,
    signature: MediaSignature,
  ) => Promise<unknown>;
};

/** The builder's forms (admins), the public form by slug, submitting it, uploading and serving its files. */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (
  app,
  { submitForm, serveSubmissionFile },
) => {
  const fillTokens = new FillTokens(app.config.jwtSecret);
  const fileIds = new FormFileIds(app.config.jwtSecret);
  const admin = requireAdmin();

  app.post('/', {
    onRequest: admin,
    schema: answering(FormReplySchema, { body: json }, 201),
    handler: async (request, reply) => {
      const form = await createForm(
        app.db,
        parseFormInput(request.body),
        request.viewer!.user.id,
        auditActor(request.viewer!),
      );
      return reply.status(201).send({ form: toAdminFormView(form) });
    },
  });

  app.get('/admin/all', {
    onRequest: admin,
    schema: answering(FormsListReplySchema, { querystring: FormsAdminQuerySchema }),
    handler: async (request) => {
      const { status, category, search } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listForms(app.db, { status, category, search: search || undefined, dialect: app.dialect }, window),
      );
      return { forms: rows.map((row) => toAdminFormView(parseForm(row))), pagination };
    },
  });

  app.get('/admin/:id', {
    onRequest: admin,
    schema: answering(AdminFormReplySchema, { params: Id }),
    handler: async (request) => ({ data: { form: toAdminFormView(await loadForm(app.db, request.params.id)) } }),
  });

  app.put('/:id', {
    onRequest: admin,
    schema: answering(FormReplySchema, { params: Id, body: json }),
    handler: async (request) => {
      const body = request.body;
      // The list's activate / deactivate sends only the status; the builder sends the whole form.
      const keys = Object.keys(body);
      if (keys.length === 1 && keys[0] === 'status') {
        const parsed = FormStatusBodySchema.safeParse(body);
        if (!parsed.success) throw badRequest(FORM_MESSAGES.invalidStatus, { status: FORM_MESSAGES.invalidStatus });
        const form = await setFormStatus(app.db, request.params.id, parsed.data.status, auditActor(request.viewer!));
        return { form: toAdminFormView(form) };
      }
      return {
        form: toAdminFormView(
          await editForm(app.db, request.params.id, parseFormInput(body), auditActor(request.viewer!)),
        ),
      };
    },
  });

  app.delete('/:id', {
    onRequest: admin,
    schema: answering(MessageReplySchema, { params: Id }),
    handler: async (request) => {
      await removeForm(app.db, request.params.id, auditActor(request.viewer!));
      return { message: FORM_MESSAGES.formDeleted };
    },
  });

  app.get('/public/:slug', {
    schema: answering(PublicFormSchema, { params: z.object({ slug: z.string().max(200) }) }),
    handler: async (request) => {
      const form = await loadFormBySlugOrId(app.db, request.params.slug);
      if (!isOpen(form)) throw notFound(FORM_MESSAGES.notFound);
      const { token, challenge } = fillTokens.issue(form.id);
      return {
        ...toPublicFormView(form),
        fillToken: token,
        captcha: form.settings.captcha ? { challenge, bits: FORM_SPAM.captchaBits } : null,
      };
    },
  });

  app.post('/submit/:slugOrId', {
    // Signatures come as PNG data URLs inside the JSON.
    bodyLimit: 2 * 1024 * 1024,
    schema: answering(SubmitReplySchema, { params: SlugOrId, body: json }, 201),
    handler: async (request, reply) => {
      const result = await submitForm(request, request.params.slugOrId, request.body, fillTokens, fileIds);
      return reply
        .status(201)
        .send({ submission: { _id: result.submissionId }, message: result.message, redirectUrl: result.redirectUrl });
    },
  });

  app.post('/files/:slugOrId', {
    schema: answering(
      FormFileReplySchema,
      {
        params: SlugOrId,
        querystring: z.object({ field: z.string().max(100).optional() }),
        consumes: ['multipart/form-data'],
      },
      201,
    ),
    handler: async (request, reply) => {
      const file = await uploadFormFile(request, request.params.slugOrId, request.query.field, fileIds);
      return reply.status(201).send({ file });
    },
  });

  // A submission's file for its sender and admins, by bearer token or the signed URL of the submissions screen.
  app.get('/submission-files/:submissionId/:fieldId', {
    schema: answering(z.any(), {
      params: z.object({ submissionId: z.string().max(64), fieldId: z.string().max(100) }),
      querystring: MediaSignatureSchema,
    }),
    handler: (request, reply) =>
      serveSubmissionFile(request, reply, request.params.submissionId, request.params.fieldId, request.query),
  });
};
