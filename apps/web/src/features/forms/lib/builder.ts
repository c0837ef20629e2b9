import { CHOICE_TYPES, FORM_DEFAULTS, FORM_MESSAGES, type FieldType } from '@sangam/shared/form-messages';
import { say } from '../../../i18n/useT.ts';
import { FormInputSchema, type FormDefinition, type FormField } from '@sangam/shared/forms';
import type { FormDraft, FormRecord } from './types.ts';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  textarea: 'Paragraph',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  url: 'Website',
  select: 'Dropdown',
  radio: 'Single choice',
  checkbox: 'Checkboxes',
  rating: 'Rating',
  date: 'Date',
  time: 'Time',
  datetime: 'Date and time',
  file: 'File upload',
  signature: 'Signature',
  divider: 'Divider',
  html: 'Text block',
};

export const isChoice = (type: FieldType): type is (typeof CHOICE_TYPES)[number] =>
  (CHOICE_TYPES as readonly string[]).includes(type);

/** The spec's option value: the label lowercased, spaces turned into underscores. */
export const optionValue = (label: string) => label.trim().toLowerCase().replace(/\s+/g, '_');

const newId = () => `field_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A field of a type, as the toolbox adds it. */
export function newField(type: FieldType): FormField {
  const base = {
    id: newId(),
    // Every field needs a label (the shared schema); a divider's shows as the heading of the part it starts.
    label: type === 'divider' ? 'New section' : FIELD_TYPE_LABELS[type],
    required: false,
    validation: {},
    conditional: { enabled: false, field: '', value: '', action: 'show' as const },
    styling: { width: 'full' as const, alignment: 'left' as const },
  };
  if (isChoice(type)) {
    return {
      ...base,
      type,
      options: [
        { label: 'Option 1', value: 'option_1' },
        { label: 'Option 2', value: 'option_2' },
      ],
    };
  }
  if (type === 'html') return { ...base, type, label: 'Text block', content: '<p>Write something here.</p>' };
  return { ...base, type } as FormField;
}

/** A copy under a new id, labelled '(Copy)' (spec: duplicate). */
export const duplicateField = (field: FormField): FormField => ({
  ...structuredClone(field),
  id: newId(),
  label: `${field.label} (Copy)`,
});

export function emptyDraft(): FormDraft {
  return {
    title: '',
    description: '',
    category: FORM_DEFAULTS.category,
    status: FORM_DEFAULTS.status,
    fields: [],
    settings: {
      allowMultipleSubmissions: FORM_DEFAULTS.allowMultipleSubmissions,
      requireLogin: FORM_DEFAULTS.requireLogin,
      submissionLimit: null,
      startDate: null,
      endDate: null,
      successMessage: FORM_DEFAULTS.successMessage,
      redirectUrl: '',
      emailNotification: { enabled: false, recipients: [], subject: '' },
      captcha: FORM_DEFAULTS.captcha,
    },
    styling: {
      theme: 'modern',
      primaryColor: FORM_DEFAULTS.primaryColor,
      backgroundColor: '#FFFFFF',
      borderRadius: 'medium',
      spacing: 'normal',
      typography: 'system',
    },
  };
}

/** The stored form as the builder edits it (only the parts the save body carries). */
export function draftFrom(form: FormRecord): FormDraft {
  const empty = emptyDraft();
  return {
    title: form.title,
    description: form.description ?? '',
    category: form.category,
    status: form.status === 'archived' ? 'inactive' : form.status,
    fields: form.fields,
    settings: { ...empty.settings, ...form.settings },
    styling: { ...empty.styling, ...form.styling },
  };
}

export interface DraftErrors {
  /** Keyed 'title', 'fields', or `${fieldId}.${part}` (label, options, conditional...). */
  messages: Record<string, string>;
  count: number;
}

/** The builder's Save rules are the shared schema's (the server's too): the clean body, or a message per part. */
export function checkDraft(draft: FormDraft): { form: FormDefinition } | { errors: DraftErrors } {
  const parsed = FormInputSchema.safeParse(draft);
  if (parsed.success) return { form: parsed.data };
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, ...rest] = issue.path;
    let key: string;
    if (head === 'fields' && typeof index === 'number') {
      const field = draft.fields[index];
      key = `${field?.id ?? index}.${rest[0] === 'options' ? 'options' : rest.map(String).join('.') || 'label'}`;
    } else {
      key = issue.path.map(String).join('.') || 'form';
    }
    messages[key] ??= say(issue.message);
  }
  if (draft.fields.length === 0) messages.fields = say(FORM_MESSAGES.fieldsRequired);
  return { errors: { messages, count: Object.keys(messages).length } };
}

/** Messages about one field, for its card on the canvas and its editor. */
export const fieldErrors = (errors: DraftErrors | null, fieldId: string) =>
  Object.entries(errors?.messages ?? {})
    .filter(([key]) => key.startsWith(`${fieldId}.`))
    .map(([key, message]) => ({ part: key.slice(fieldId.length + 1), message }));

/** The server's `fields` of a refused save ('fields.2.label', 'title') as the builder's own error keys. */
export function serverDraftErrors(draft: FormDraft, fields: Record<string, string>): DraftErrors {
  const messages: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head, index, ...rest] = path.split('.');
    const field = head === 'fields' && index !== undefined ? draft.fields[Number(index)] : undefined;
    const key = field ? `${field.id}.${rest[0] === 'options' ? 'options' : rest.join('.') || 'label'}` : path;
    messages[key] ??= message;
  }
  return { messages, count: Object.keys(messages).length };
}
