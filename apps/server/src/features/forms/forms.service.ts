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
import { recordAudit } from '../audit/audit.queries.ts';
import { CHANGED, changesOf, type AuditActor } from '../audit/audit.service.ts';
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

type FormColumns = Partial<ReturnType<typeof columnsOf>>;

/** A form's columns as its audit rows show them: its fields, settings and styling (long JSON) only as changed. */
function formChanges(before: Record<string, unknown>, after: FormColumns) {
  const { fields, settings, styling, ...plain } = after;
  const changes = changesOf<Record<string, unknown>>(before, plain);
  for (const [key, value] of Object.entries({ fields, settings, styling })) {
    if (value !== before[key]) changes[key] = [before.title === undefined ? null : CHANGED, CHANGED];
  }
  return changes;
}

const auditForm = (
  trx: Db,
  actor: AuditActor,
  action: string,
  form: { id: string; title: string },
  changes: Record<string, [unknown, unknown]>,
) => recordAudit(trx, { actor, action, target: { id: form.id, name: form.title }, subjectType: 'form', changes });

/** `actor`: the admin whose action this is (absent for the seed's demo forms, which no one did). */
export async function createForm(
  db: Db,
  input: FormDefinition,
  adminId: string,
  actor?: AuditActor,
): Promise<StoredForm> {
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
    if (actor) await auditForm(trx, actor, 'form.create', { id, title: form.title }, formChanges({}, columnsOf(form)));
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
export async function editForm(db: Db, id: string, input: FormDefinition, actor: AuditActor): Promise<StoredForm> {
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
    await auditForm(trx, actor, 'form.update', { id, title: form.title }, formChanges(current, columnsOf(form)));
  });
  return loadForm(db, id);
}

export async function setFormStatus(
  db: Db,
  id: string,
  status: FormsTable['status'],
  actor: AuditActor,
): Promise<StoredForm> {
  const before = await loadForm(db, id);
  await db.transaction().execute(async (trx) => {
    await updateForm(trx, id, { status, updatedAt: nowIso() });
    await auditForm(trx, actor, 'form.status', before, changesOf({ status: before.status }, { status }));
  });
  return loadForm(db, id);
}

/** Deletes a form with its versions, submissions and their files. */
export async function removeForm(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findFormById(trx, id);
    if (!row) throw notFound(FORM_MESSAGES.notFound);
    const media = await mediaOfForm(trx, id);
    await deleteForm(trx, id);
    await deleteRecordMedia(trx, media);
    await forgetSubject(trx, `form:${id}`);
    await auditForm(trx, actor, 'form.delete', row, { status: [row.status, null] });
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
