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

/** A public form: what the filler renders, with its spam defence (docs/API-forms.md). */
export type PublicForm = FormRecord & {
  /** Signed when handed out; sent back as `_token` so the server can tell how long filling took. */
  fillToken?: string;
  /** With captcha on: the proof of work to solve in the browser. */
  captcha?: { challenge: string; bits: number } | null;
};
