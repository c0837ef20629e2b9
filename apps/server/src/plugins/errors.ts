import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import zodEnglish from 'zod/v4/locales/en.js';
import { type ApiError } from '@sangam/shared/errors';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { looksLikeMessageId, messageWith, type MessageId } from '@sangam/shared/i18n/namespaces';
import { zodIssueMessage, type ZodIssueLike } from '@sangam/shared/zod-issue-messages';
import { isBusyDatabase, isDatabaseUnreachable, uniqueViolationField } from '../db/dialect.ts';
import { BUSY_MESSAGE, HttpError, phoneTaken, UNAVAILABLE_MESSAGE } from '../lib/http-error.ts';
import { requestLanguage, translate } from '../lib/i18n.ts';
import type { Language } from '@sangam/shared/i18n/languages';

/** How soon a member's app asks again while the database is down (a restart takes seconds). */
const UNAVAILABLE_RETRY_SECONDS = 5;

const zodDefault = zodEnglish().localeError;

/** Fastify's own client errors in the catalogue's words (Hindi; English keeps Fastify's). */
const FASTIFY_CLIENT_ERRORS: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.server.unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.server.emptyBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common.server.badRequest',
};

/** One of fastify-type-provider-zod's validation entries: zod's issue code as `keyword`, its other parts as params. */
interface ValidationEntry {
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/**
 * A schema check's message for the field. The schemas' own messages are catalogue ids (translated at the edge); a
 * check without one carries zod's default English, which stays as it is in English and becomes the catalogue's
 * words in Hindi (zod has no Hindi locale).
 */
function validationMessage(lang: Language, entry: ValidationEntry): string {
  const message = entry.message ?? '';
  if (!message) return 'common.server.invalidValue';
  if (lang === 'en' || looksLikeMessageId(message)) return message;
  const issue = { ...entry.params, code: entry.keyword } as ZodIssueLike & Record<string, unknown>;
  const made = zodDefault({ ...issue, input: undefined, path: [] } as unknown as Parameters<typeof zodDefault>[0]);
  const english = typeof made === 'string' ? made : made?.message;
  // invalid_type names what arrived, which fastify's copy of the issue no longer holds.
  const isDefault =
    english === message ||
    (entry.keyword === 'invalid_type' && !!english && message.startsWith(english.replace(/, received .*$/, ',')));
  if (!isDefault) return message;
  return zodIssueMessage({ ...issue, missing: entry.keyword === 'invalid_type' && / undefined$/.test(message) });
}

/** An error body in the request's language: the message and each field's message are catalogue ids until here. */
function inLanguage(lang: Language, body: ApiError): ApiError {
  const translated: ApiError = { ...body, message: translate(lang, body.message) };
  if (body.fields) {
    translated.fields = Object.fromEntries(
      Object.entries(body.fields).map(([field, message]) => [field, translate(lang, message)]),
    );
  }
  return translated;
}

/** `onServerError`: told of every unhandled error (a 500) by its route's pattern and request id (app.ts: the admins). */
export type ErrorsOptions = { onServerError?: (route: string, requestId: string) => unknown };

/** Every error leaves as { message, type, fields? } with a status that says what happened; never a stack. */
export const errorsPlugin = fp(async (app: FastifyInstance, { onServerError }: ErrorsOptions) => {
  // Replies that succeed may carry a message too ("Answer posted"): it leaves in the request's language.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string') {
      const message = (payload as { message: string }).message;
      const translated = translate(requestLanguage(request), message);
      if (translated !== message) return { ...payload, message: translated };
    }
    return payload;
  });

  app.setErrorHandler((caught: FastifyError | HttpError, request, rawReply) => {
    const lang = requestLanguage(request);
    // Every error body below leaves through here, translated.
    const reply = {
      header: (name: string, value: string) => (rawReply.header(name, value), reply),
      headers: (values: Record<string, string>) => (rawReply.headers(values), reply),
      status: (code: number) => ({
        send: (body: ApiError) => rawReply.status(code).send(inLanguage(lang, body)),
      }),
    };
    // Two writes racing for one phone (two admins giving two members the same new phone): the loser gets the
    // 409 the services give when their check finds it taken.
    const duplicate = uniqueViolationField(caught);
    const error = duplicate === 'phoneNumber' ? phoneTaken() : caught;
    // An upload refused part-way: close the connection rather than read the rest of a body nobody wants.
    if (request.isMultipart?.() && !request.raw.complete) rawReply.header('connection', 'close');
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const body: ApiError = { message: error.message, ...(error.type ? { type: error.type } : {}) };
      if (error.fields) body.fields = error.fields;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[field] ??= validationMessage(lang, issue as ValidationEntry);
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'common.server.invalidInput'];
      const message = firstField === 'body' ? 'common.server.bodyNotObject' : firstMessage;
      return reply.status(400).send({ message, type: ERROR_TYPES.validation, fields } satisfies ApiError);
    }
    // Another unique value taken by a racing write: a 409 naming the field, whichever write path it came from.
    if (duplicate) {
      const message = messageWith('common.server.alreadyInUse', { field: duplicate });
      return reply
        .status(409)
        .send({ message, type: ERROR_TYPES.conflict, fields: { [duplicate]: message } } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, type: ERROR_TYPES.throttled } satisfies ApiError);
    }
    if (status === 413) {
      // The spec's wording for any upload too large to accept.
      return reply.status(413).send({
        message: 'common.server.tooLarge' satisfies MessageId,
        type: ERROR_TYPES.tooLarge,
      } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, and the like. Their English is Fastify's; in
      // Hindi, the catalogue's words for the kind of error.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? ('common.server.invalidJson' satisfies MessageId)
          : lang === 'hi' && !looksLikeMessageId(error.message)
            ? (FASTIFY_CLIENT_ERRORS[error.code] ?? 'common.server.badRequest')
            : error.message;
      return reply.status(status).send({ message, type: ERROR_TYPES.validation } satisfies ApiError);
    }
    // A lock not had in time: nothing was written, and the same request may simply be sent again.
    if (isBusyDatabase(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply
        .header('retry-after', '1')
        .status(503)
        .send({ message: BUSY_MESSAGE, type: ERROR_TYPES.unavailable } satisfies ApiError);
    }
    // The database is down: the site is, for now. No reference to quote: the app shows the site as down instead.
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .status(503)
        .send({ message: UNAVAILABLE_MESSAGE, type: ERROR_TYPES.unavailable } satisfies ApiError);
    }
    // Logged here alone (Fastify logs no error a handler of ours answers), under the request's id, which the reply
    // carries too (X-Request-Id, and the body's requestId for a member to quote).
    request.log.error({ err: error }, 'unhandled error');
    void onServerError?.(request.routeOptions.url ?? 'unmatched', request.id);
    const body = inLanguage(lang, {
      message: 'common.server.internal' satisfies MessageId,
      type: ERROR_TYPES.internal,
    });
    return rawReply.status(500).send({ ...body, requestId: request.id });
  });
});
