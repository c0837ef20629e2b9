import type { FormField, FormSettings, FormStyling } from '@sangam/shared/forms';
import type { FormRow } from '../../db/types.ts';

export type StoredForm = Omit<FormRow, 'fields' | 'settings' | 'styling'> & {
  fields: FormField[];
  settings: FormSettings;
  styling: FormStyling;
};

export const parseForm = (row: FormRow): StoredForm => ({
  ...row,
  fields: JSON.parse(row.fields) as FormField[],
  settings: JSON.parse(row.settings) as FormSettings,
  styling: JSON.parse(row.styling) as FormStyling,
});

/** The form as admins see it (the builder, the list, the preview). */
export const toAdminFormView = (form: StoredForm) => ({
  _id: form.id,
  title: form.title,
  description: form.description,
  slug: form.slug,
  category: form.category,
  status: form.status,
  fields: form.fields,
  settings: form.settings,
  styling: form.styling,
  submissionCount: form.submissionCount,
  createdAt: form.createdAt,
  updatedAt: form.updatedAt,
});

/** The form as the public filler gets it: no notification recipients, no counts. */
export const toPublicFormView = (form: StoredForm) => {
  const { submissionCount: _count, updatedAt: _updated, ...view } = toAdminFormView(form);
  const { emailNotification: _private, ...settings } = form.settings;
  return { ...view, settings };
};
