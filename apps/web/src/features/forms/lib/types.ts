import type { FormDefinition, FormField, FormInput } from '@sangam/shared/forms';
import type { Pagination } from '@sangam/shared/pagination';

/** A saved form as the admin routes answer it. */
export type FormRecord = FormDefinition & {
  _id: string;
  slug: string;
  submissionCount?: number;
  createdAt?: string;
};

/** What the builder edits: the save body, with every field's parts present. */
export type FormDraft = Omit<FormInput, 'fields'> & { fields: FormField[] };

export interface FormsPage {
  forms: FormRecord[];
  pagination: Pagination;
}

/** The spam defence a public form carries (docs/API-forms.md): the fill-time token and the captcha puzzle. */
export interface FormSecurity {
  token?: string;
  honeypot?: string;
  captcha?: { challenge: string; difficulty: number } | null;
}

/** A public form: what the filler renders. */
export type PublicForm = FormRecord & { security?: FormSecurity };
