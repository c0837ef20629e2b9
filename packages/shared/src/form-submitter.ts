import type { FormField } from './forms.ts';

type NamedField = Pick<FormField, 'id' | 'type' | 'label'>;

const words = (field: NamedField) =>
  `${field.id} ${field.label}`
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * A visitor's submission names its sender from the form (spec section 6: the name and email fields). The name:
 * a text field called name, else "full name" or "your name", else the first text field whose label says name
 * (never "company name"-like ones before a plain one); the email: a field called email, else the first of type
 * email.
 */
export function submitterOf(fields: readonly NamedField[], values: Record<string, unknown>) {
  const text = (field: NamedField | undefined) => {
    const value = field ? values[field.id] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const texts = fields.filter((f) => f.type === 'text');
  const nameField =
    texts.find((f) => f.id.toLowerCase() === 'name' || f.label.trim().toLowerCase() === 'name') ??
    texts.find((f) => /\b(full|your) name\b/.test(words(f))) ??
    texts.find((f) => /\bname\b/.test(words(f)));
  const emailField =
    fields.find((f) => f.id.toLowerCase() === 'email' || f.label.trim().toLowerCase() === 'email') ??
    fields.find((f) => f.type === 'email');
  return { name: text(nameField), email: text(emailField) };
}
