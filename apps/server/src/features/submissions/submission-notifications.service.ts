import type { Db } from '../../db/dialect.ts';
import type { SubmissionStatus } from '../../db/types.ts';
import { notify } from '../notifications/notify.service.ts';

/** The statuses that are a review a member hears of (not 'pending' again, nor 'spam'). */
const REVIEWED: ReadonlySet<SubmissionStatus> = new Set(['reviewed', 'approved', 'rejected']);

/**
 * Tells the signed-in members among these submissions' submitters (never anonymous ones) that an admin reviewed
 * them: `before` are the rows as they were, `status` the new one; a row already in it changes nothing to tell.
 * The link is the form's page (what a member can open). Call it inside the review's transaction.
 */
export async function tellSubmitters(
  db: Db,
  adminId: string,
  before: { id: string; formId: string; userId: string | null; status: SubmissionStatus }[],
  status: SubmissionStatus,
) {
  if (!REVIEWED.has(status)) return;
  const told = before.filter((row) => row.userId && row.status !== status);
  if (!told.length) return;
  const forms = await db
    .selectFrom('forms')
    .select(['id', 'title', 'slug'])
    .where('id', 'in', [...new Set(told.map((row) => row.formId))])
    .execute();
  const formById = new Map(forms.map((form) => [form.id, form]));
  for (const row of told) {
    const form = formById.get(row.formId);
    if (!form) continue;
    await notify(db, {
      userId: row.userId!,
      actorId: adminId,
      kind: 'submission_reviewed',
      params: { form: form.title, status },
      link: `/forms/${form.slug}`,
      // The form's: deleting a form (and with it its submissions) forgets them all at once.
      subject: `form:${form.id}`,
    });
  }
}
