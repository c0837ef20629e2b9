import type { Answers } from '@sangam/shared/form-logic';
import { submitterOf } from '@sangam/shared/form-submitter';
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

/** Anonymous submissions name their sender from the form's name and email fields (spec section 6). */
export function submitterFrom(fields: readonly FormField[], values: Answers): { name: string; email: string } {
  const { name, email } = submitterOf(fields, values);
  return { name: name || 'Anonymous', email };
}
