import type { Answers } from '@sangam/shared/form-logic';
import type { FormField } from '@sangam/shared/forms';

/**
 * The answers a filler starts with: each field's default, then the link's `?<fieldId>=value` (checkbox values
 * comma-separated), then the draft this browser kept, which is the submitter's own typing and wins.
 */
export function startingAnswers(fields: readonly FormField[], query: URLSearchParams, draft: Answers | null): Answers {
  const answers: Answers = {};
  for (const field of fields) {
    if (field.type === 'divider' || field.type === 'html') continue;
    if (field.defaultValue !== undefined && field.defaultValue !== '') answers[field.id] = field.defaultValue;
    const linked = query.get(field.id);
    if (linked !== null) {
      answers[field.id] =
        field.type === 'checkbox'
          ? linked
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean)
          : linked;
    }
    if (draft && draft[field.id] !== undefined) answers[field.id] = draft[field.id];
  }
  return answers;
}

/** Anonymous submissions name their sender from fields called name and email (spec section 6). */
export function submitterFrom(fields: readonly FormField[], values: Answers): { name: string; email: string } {
  const pick = (key: string) => {
    const field = fields.find((f) => f.id.toLowerCase() === key || f.label.trim().toLowerCase() === key);
    const value = field ? values[field.id] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const emailField =
    pick('email') ||
    (() => {
      const field = fields.find((f) => f.type === 'email');
      const value = field ? values[field.id] : undefined;
      return typeof value === 'string' ? value.trim() : '';
    })();
  return { name: pick('name') || 'Anonymous', email: emailField };
}
