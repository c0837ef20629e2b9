import type { FormField, FormInput, FormView, FormsListReply, PublicFormView } from '@sangam/shared/forms';

/** A saved form as the admin routes answer it (the shared FormViewSchema). */
export type FormRecord = FormView;

/** What the builder edits: the save body, with every field's parts present. */
export type FormDraft = Omit<FormInput, 'fields'> & { fields: FormField[] };

/** GET /api/forms/admin/all. */
export type FormsPage = FormsListReply;

/** A public form: what the filler renders, with its spam defence (docs/API-forms.md, the shared PublicFormSchema). */
export type PublicForm = PublicFormView;
