import type { FastifyRequest } from 'fastify';
import { submitterOf } from '@sangam/shared/form-submitter';
import { judgeAnswers, type AnswerValue } from '@sangam/shared/form-logic';
import { FORM_DEFAULTS, FORM_ERROR_TYPES, FORM_MESSAGES, FORM_SPAM } from '@sangam/shared/form-messages';
import type { FileAnswer } from '@sangam/shared/forms';
import { SubmitterInfoSchema } from '@sangam/shared/submissions';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { isUniqueViolation } from '../../db/dialect.ts';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, badRequest, conflict, forbidden, throttled, unauthorized } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { type UploadedFile, checkImageDataUrl } from '../media/upload-checks.service.ts';
import { replaceMedia } from '../media/media.service.ts';
import { ANY_FILE_FIELD, type FormFileIds } from '../forms/form-files.service.ts';
import { judgeSpam, solvesChallenge, type FillTokens } from '../forms/form-spam.service.ts';
import { isOpen, loadFormBySlugOrId } from '../forms/forms.service.ts';
import type { StoredForm } from '../forms/form-view.ts';
import { takeSubmissionPlace } from '../forms/forms.queries.ts';
import { queueMail } from '../outbox/outbox.service.ts';
import { findClaimableMedia, hasSubmitted, insertSubmission, insertSubmissionFiles } from './submissions.queries.ts';

const DAY = 86_400_000;

/** A drawn signature arrives as a PNG data URL and is stored as an image, like any other upload. */
const signatureSpec = (field: string) => ({
  field,
  maxChars: 1_400_000,
  box: { width: 1200, height: 600 },
  messages: { tooLarge: FORM_MESSAGES.signature, wrongType: FORM_MESSAGES.signature },
});

/** The words the search box finds a submission by: who sent it and what they wrote. */
function searchTextOf(name: string, email: string, values: Record<string, AnswerValue>) {
  const parts = [name, email];
  for (const value of Object.values(values)) {
    if (typeof value === 'string' && !value.startsWith('data:')) parts.push(value);
    else if (typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) parts.push(value.join(' '));
    else if (value && typeof value === 'object') parts.push(value.name);
  }
  return parts.join(' ').normalize('NFC').toLowerCase().slice(0, 20_000);
}

/** Per client address, at least FORM_SPAM.ipLimit submissions per window across all forms. */
async function refuseThrottled(request: FastifyRequest) {
  const key = `form-submit:${addressKey(request.ip)}`;
  const { count, remainingMs } = await request.server.counters.hit(key, FORM_SPAM.ipWindowMs);
  if (count > FORM_SPAM.ipLimit) throw throttled('form submission', remainingMs);
}

function refuseClosedAccounts(request: FastifyRequest, form: StoredForm) {
  const viewer = request.viewer;
  if (!viewer) {
    if (form.settings.requireLogin) throw unauthorized(FORM_MESSAGES.loginToSubmit);
    return;
  }
  if (viewer.user.accountStatus === 'suspended') throw forbidden(AUTH_MESSAGES.suspended, ERROR_TYPES.accountSuspended);
  if (viewer.user.accountStatus === 'deactivated')
    throw forbidden(AUTH_MESSAGES.deactivated, ERROR_TYPES.accountDeactivated);
}

/**
 * Files the submitter uploaded beforehand (POST /api/forms/files/:slugOrId?field=) are claimed by id: uploaded for
 * this form and field, stored in the last day, private, by this member (or by a visitor when the submitter is one),
 * and not part of another submission. Signatures arrive as data URLs and are stored here. Answers the values to
 * store and the files to link.
 */
async function settleFiles(
  request: FastifyRequest,
  form: StoredForm,
  values: Record<string, AnswerValue>,
  fileIds: FormFileIds,
): Promise<{ values: Record<string, AnswerValue>; files: { fieldId: string; upload?: UploadedFile; id: string }[] }> {
  const db = request.server.db;
  const ownerId = request.viewer?.user.id ?? null;
  const out = { ...values };
  const files: { fieldId: string; upload?: UploadedFile; id: string }[] = [];
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.id];
    if (value === undefined || (field.type !== 'file' && field.type !== 'signature')) continue;
    if (typeof value === 'string') {
      const upload = await checkImageDataUrl(request, signatureSpec(field.id), value);
      if (!upload) continue;
      out[field.id] = { id: upload.id, name: 'signature.jpg', size: upload.byteSize, contentType: upload.contentType };
      files.push({ fieldId: field.id, upload, id: upload.id });
      continue;
    }
    const answer = value as FileAnswer;
    const media = await findClaimableMedia(db, answer.id);
    const fresh = media && Date.now() - Date.parse(media.createdAt) < DAY;
    if (
      !media ||
      !fresh ||
      media.access !== 'private' ||
      media.ownerId !== ownerId ||
      media.submissionId !== null ||
      files.some((f) => f.id === media.id)
    ) {
      errors[field.id] = field.type === 'file' ? FORM_MESSAGES.file : FORM_MESSAGES.signature;
      continue;
    }
    // Uploads are made for file fields only, so a signature's reference never passes this.
    if (!fileIds.madeFor(media.id, form.id, field.id) && !fileIds.madeFor(media.id, form.id, ANY_FILE_FIELD)) {
      errors[field.id] = field.type === 'file' ? FORM_MESSAGES.fileForOtherField : FORM_MESSAGES.signature;
      continue;
    }
    out[field.id] = {
      id: media.id,
      name: media.filename ?? answer.name,
      size: media.byteSize,
      contentType: media.contentType,
    };
    files.push({ fieldId: field.id, id: media.id });
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  return { values: out, files };
}

function notificationBody(form: StoredForm, name: string, values: Record<string, AnswerValue>) {
  const lines = form.fields
    .filter((field) => values[field.id] !== undefined)
    .map((field) => {
      const value = values[field.id]!;
      const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? value.name : String(value);
      return `${field.label}: ${text.startsWith('data:') ? '(signature)' : text}`;
    });
  return [`A new submission of "${form.title}" from ${name}.`, '', ...lines].join('\n');
}

export type SubmitResult = { submissionId: string; message: string; redirectUrl: string };

/**
 * A public submission: the form must be open; the client address is throttled; login, one-per-member and the
 * limit are enforced; a filled honeypot is accepted silently and stored as spam, a too quick return of the fill
 * token is refused; with captcha on, a
 * solved proof of work is required; the answers are judged by the shared judge (hidden and unknown fields
 * dropped) and stored with the form's current version.
 */
export async function submitForm(
  request: FastifyRequest,
  slugOrId: string,
  body: Record<string, unknown>,
  fillTokens: FillTokens,
  fileIds: FormFileIds,
): Promise<SubmitResult> {
  const { db, counters } = request.server;
  const form = await loadFormBySlugOrId(db, slugOrId);
  if (form.status !== 'active') throw new HttpError(404, FORM_MESSAGES.notFound, ERROR_TYPES.notFound);
  if (!isOpen(form)) throw conflict(FORM_MESSAGES.closed, ERROR_TYPES.conflict);
  await refuseThrottled(request);
  refuseClosedAccounts(request, form);

  const viewer = request.viewer;
  const { spam, tooFast, token } = judgeSpam(fillTokens, form.id, body);
  if (tooFast) throw badRequest(FORM_MESSAGES.tooFast, { form: FORM_MESSAGES.tooFast }, FORM_ERROR_TYPES.tooFast);
  if (form.settings.captcha && !spam) {
    const nonce = body[FORM_SPAM.captchaKey];
    const solved = token !== null && solvesChallenge(token.challenge, nonce);
    // One solution, one submission: a replayed nonce is refused like a missing one.
    const fresh =
      solved && (await counters.hit(`form-captcha:${token.challenge}`, FORM_SPAM.tokenMaxAgeMs)).count === 1;
    if (!fresh) throw badRequest(FORM_MESSAGES.captchaRequired, { captcha: FORM_MESSAGES.captchaRequired });
  }

  const answers: Record<string, unknown> = { ...body };
  for (const key of ['submitterInfo', FORM_SPAM.tokenKey, FORM_SPAM.honeypotKey, FORM_SPAM.captchaKey]) {
    delete answers[key];
  }
  const judged = judgeAnswers(form.fields, answers);
  if (!spam && Object.keys(judged.errors).length) {
    throw badRequest(FORM_MESSAGES.fixErrors, judged.errors);
  }
  const single = !spam && viewer && !form.settings.allowMultipleSubmissions;
  if (single && (await hasSubmitted(db, form.id, viewer.user.id))) {
    throw conflict(FORM_MESSAGES.alreadySubmitted, ERROR_TYPES.conflict);
  }

  // A visitor is named from the form's own name and email fields, whatever an older client sent.
  const info = SubmitterInfoSchema.parse(body.submitterInfo);
  const typed = submitterOf(form.fields, judged.values);
  const sentName = info?.name && info.name !== 'Anonymous' ? info.name : '';
  const name = viewer ? viewer.user.name : typed.name || sentName || 'Anonymous';
  const email = viewer ? (viewer.user.email ?? '') : typed.email || (info?.email ?? '');

  // Spam keeps what was typed (for a look) but never files: nothing of a bot's lands in storage.
  let values = judged.values;
  let files: Awaited<ReturnType<typeof settleFiles>>['files'] = [];
  if (spam) {
    values = Object.fromEntries(
      Object.entries(values).filter(([id]) => {
        const type = form.fields.find((f) => f.id === id)?.type;
        return type !== 'file' && type !== 'signature';
      }),
    );
  } else {
    ({ values, files } = await settleFiles(request, form, values, fileIds));
  }

  const id = newId();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      if (!spam && !(await takeSubmissionPlace(trx, form.id))) {
        throw conflict(FORM_MESSAGES.limitReached, ERROR_TYPES.conflict);
      }
      const uploads = files.filter((f) => f.upload).map((f) => f.upload!);
      if (uploads.length)
        await replaceMedia(trx, { ownerId: viewer?.user.id ?? null, access: 'private', previous: [], next: uploads });
      await insertSubmission(trx, {
        id,
        formId: form.id,
        versionId: form.currentVersionId!,
        userId: viewer?.user.id ?? null,
        status: spam ? 'spam' : 'pending',
        data: JSON.stringify(values),
        submitterName: name.slice(0, 200),
        submitterEmail: email.slice(0, 200),
        searchText: searchTextOf(name, email, values),
        singleKey: single ? `${form.id}:${viewer.user.id}` : null,
        rating: null,
        createdAt: now,
        updatedAt: now,
      });
      await insertSubmissionFiles(
        trx,
        files.map((f) => ({ submissionId: id, fieldId: f.fieldId, mediaId: f.id })),
      );
      const notify = form.settings.emailNotification;
      if (!spam && notify.enabled && notify.recipients.length) {
        await queueMail(trx, {
          to: notify.recipients,
          subject: notify.subject || `New submission: ${form.title}`,
          body: notificationBody(form, name, values),
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FORM_MESSAGES.alreadySubmitted, ERROR_TYPES.conflict);
    throw error;
  }
  // The builder's default thanks is ours, so it is said in the submitter's language; an admin's own stays as written.
  const message =
    form.settings.successMessage === FORM_DEFAULTS.successMessage
      ? FORM_MESSAGES.defaultSuccess
      : form.settings.successMessage;
  return { submissionId: id, message, redirectUrl: form.settings.redirectUrl };
}
