import { forgetSubject } from '../notifications/notify.service.ts';
import { FormInputSchema, type FormDefinition } from '@sangam/shared/forms';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import type { FormsTable } from '../../db/types.ts';
import type { Db } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { nowIso } from '../../lib/time.ts';
import { deleteRecordMedia } from '../media/media.service.ts';
import { parseForm, type StoredForm } from './form-view.ts';
import {
  deleteForm,
  findFormById,
  findFormBySlug,
  insertForm,
  insertFormVersion,
  mediaOfForm,
  slugTaken,
  updateForm,
  versionsOfForm,
} from './forms.queries.ts';

/** The builder's Save rules (shared schema) as a 400 with the first message and one message per field path. */
export function parseFormInput(body: unknown): FormDefinition {
  const parsed = FormInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw badRequest(parsed.error.issues[0]?.message ?? FORM_MESSAGES.fixBeforeSaving, fields);
}

/** html fields' content goes through the sanitiser before it is stored; the filler shows it as it is. */
const sanitized = (form: FormDefinition): FormDefinition => ({
  ...form,
  fields: form.fields.map((field) =>
    field.type === 'html' ? { ...field, content: sanitizeRichText(field.content) } : field,
  ),
});

const slugBase = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'form';

/** A slug from the title, with a short random tail when the plain one is taken (two "Feedback" forms). */
async function uniqueSlug(db: Db, title: string): Promise<string> {
  const base = slugBase(title);
  if (!(await slugTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}-${newId().slice(0, 6)}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
}

const columnsOf = (form: FormDefinition) => ({
  title: form.title,
  description: form.description,
  category: form.category,
  status: form.status,
  fields: JSON.stringify(form.fields),
  settings: JSON.stringify(form.settings),
  styling: JSON.stringify(form.styling),
  startDate: form.settings.startDate ?? null,
  endDate: form.settings.endDate ?? null,
  submissionLimit: form.settings.submissionLimit,
});

export async function createForm(db: Db, input: FormDefinition, adminId: string): Promise<StoredForm> {
  const form = sanitized(input);
  const id = newId();
  const versionId = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertForm(trx, {
      id,
      slug: await uniqueSlug(trx, form.title),
      ...columnsOf(form),
      currentVersionId: versionId,
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    });
    await insertFormVersion(trx, {
      id: versionId,
      formId: id,
      version: 1,
      title: form.title,
      fields: JSON.stringify(form.fields),
      createdAt: now,
    });
  });
  return parseForm((await findFormById(db, id))!);
}

export async function loadForm(db: Db, id: string): Promise<StoredForm> {
  const row = await findFormById(db, id);
  if (!row) throw notFound(FORM_MESSAGES.notFound);
  return parseForm(row);
}

/** A public link's form: by id or by slug. */
export async function loadFormBySlugOrId(db: Db, slugOrId: string): Promise<StoredForm> {
  const row = (await findFormById(db, slugOrId)) ?? (await findFormBySlug(db, slugOrId));
  if (!row) throw notFound(FORM_MESSAGES.notFound);
  return parseForm(row);
}

/**
 * Saves the builder's form. Changed fields or title make a new version, so submissions made before keep the
 * labels and options they were answered with; the slug never changes (shared links keep working).
 */
export async function editForm(db: Db, id: string, input: FormDefinition): Promise<StoredForm> {
  const form = sanitized(input);
  await db.transaction().execute(async (trx) => {
    const current = await findFormById(trx, id);
    if (!current) throw notFound(FORM_MESSAGES.notFound);
    const fields = JSON.stringify(form.fields);
    const now = nowIso();
    let currentVersionId = current.currentVersionId;
    if (fields !== current.fields || form.title !== current.title) {
      const [latest] = await versionsOfForm(trx, id);
      currentVersionId = newId();
      await insertFormVersion(trx, {
        id: currentVersionId,
        formId: id,
        version: (latest?.version ?? 0) + 1,
        title: form.title,
        fields,
        createdAt: now,
      });
    }
    await updateForm(trx, id, { ...columnsOf(form), currentVersionId, updatedAt: now });
  });
  return loadForm(db, id);
}

export async function setFormStatus(db: Db, id: string, status: FormsTable['status']): Promise<StoredForm> {
  await loadForm(db, id);
  await updateForm(db, id, { status, updatedAt: nowIso() });
  return loadForm(db, id);
}

/** Deletes a form with its versions, submissions and their files. */
export async function removeForm(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findFormById(trx, id))) throw notFound(FORM_MESSAGES.notFound);
    const media = await mediaOfForm(trx, id);
    await deleteForm(trx, id);
    await deleteRecordMedia(trx, media);
    await forgetSubject(trx, `form:${id}`);
  });
}

/** Whether now lies within the form's start and end dates; an end date at midnight counts its whole day. */
export function withinDates(form: Pick<StoredForm, 'startDate' | 'endDate'>, now = Date.now()): boolean {
  if (form.startDate && now < Date.parse(form.startDate)) return false;
  if (form.endDate) {
    let end = Date.parse(form.endDate);
    if (form.endDate.endsWith('T00:00:00.000Z')) end += 86_400_000 - 1;
    if (now > end) return false;
  }
  return true;
}

/** Active and inside its dates: what the public sees and may submit to. */
export const isOpen = (form: StoredForm) => form.status === 'active' && withinDates(form);
