import { judgeAnswers } from '@sangam/shared/form-logic';
import { FormInputSchema } from '@sangam/shared/forms';
import type { Db } from '../db/dialect.ts';
import type { SubmissionStatus, UserRow } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { createForm } from '../features/forms/forms.service.ts';
import { adjustSubmissionCount } from '../features/forms/forms.queries.ts';
import { insertSubmission } from '../features/submissions/submissions.queries.ts';

const DAY = 86_400_000;

/**
 * An active registration form for the annual meet: the member-number field appears only for members (a
 * conditional rule), and a few submissions in every review state, so the submissions screen has something to show.
 */
export async function seedDemoForms(db: Db, admin: UserRow, members: UserRow[]): Promise<void> {
  const form = await createForm(
    db,
    FormInputSchema.parse({
      title: 'Annual Community Meet 2026 Registration',
      description: 'Register for the annual meet in Pune. Families are welcome.',
      category: 'registration',
      status: 'active',
      fields: [
        { id: 'name', type: 'text', label: 'Full name', required: true, validation: { minLength: 2, maxLength: 80 } },
        { id: 'email', type: 'email', label: 'Email', required: true },
        { id: 'phone', type: 'phone', label: 'Phone', required: true },
        {
          id: 'isMember',
          type: 'radio',
          label: 'Are you a Sangam member?',
          required: true,
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        {
          id: 'memberPhone',
          type: 'phone',
          label: 'Registered phone number',
          helpText: 'The number you log in with',
          required: true,
          conditional: { enabled: true, field: 'isMember', value: 'yes', action: 'show' },
        },
        { id: 'guests', type: 'number', label: 'Guests coming with you', validation: { min: 0, max: 5 } },
        {
          id: 'meal',
          type: 'select',
          label: 'Meal preference',
          options: [
            { label: 'Vegetarian', value: 'vegetarian' },
            { label: 'Jain', value: 'jain' },
            { label: 'Non-vegetarian', value: 'non_vegetarian' },
          ],
        },
        { id: 'rating', type: 'rating', label: 'How was last year’s meet?' },
      ],
      settings: {
        requireLogin: false,
        allowMultipleSubmissions: true,
        successMessage: 'Thank you! See you at the meet.',
      },
      styling: { theme: 'warm', primaryColor: '#C2410C' },
    }),
    admin.id,
  );

  const entries: {
    who?: UserRow;
    name: string;
    answers: Record<string, unknown>;
    status: SubmissionStatus;
    days: number;
  }[] = [
    {
      who: members[0],
      name: members[0]?.name ?? 'Asha Kamble',
      answers: { isMember: 'yes', memberPhone: members[0]?.phoneNumber, guests: 2, meal: 'vegetarian', rating: 5 },
      status: 'approved',
      days: 6,
    },
    {
      who: members[1],
      name: members[1]?.name ?? 'Member',
      answers: { isMember: 'yes', memberPhone: members[1]?.phoneNumber, guests: 0, meal: 'jain', rating: 4 },
      status: 'pending',
      days: 4,
    },
    {
      name: 'Kiran Deshmukh',
      answers: { email: 'kiran.d@example.com', isMember: 'no', guests: 3, meal: 'non_vegetarian', rating: 3 },
      status: 'pending',
      days: 2,
    },
    {
      name: 'Sunita Rao',
      answers: { email: 'sunita.rao@example.com', isMember: 'no', guests: 1, meal: 'vegetarian' },
      status: 'rejected',
      days: 1,
    },
  ];
  for (const [index, entry] of entries.entries()) {
    const email = entry.who?.email ?? String(entry.answers.email ?? `guest${index}@example.com`);
    const answers = { name: entry.name, email, phone: `98220${String(10000 + index)}`, ...entry.answers };
    const { values } = judgeAnswers(form.fields, answers);
    const at = new Date(Date.now() - entry.days * DAY).toISOString();
    await insertSubmission(db, {
      id: newId(),
      formId: form.id,
      versionId: form.currentVersionId!,
      userId: entry.who?.id ?? null,
      status: entry.status,
      data: JSON.stringify(values),
      submitterName: entry.name,
      submitterEmail: email,
      searchText: `${entry.name} ${email}`.toLowerCase(),
      singleKey: null,
      rating: entry.status === 'approved' ? 5 : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await adjustSubmissionCount(db, form.id, entries.length);
}
