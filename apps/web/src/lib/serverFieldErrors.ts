import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors.ts';
import { say } from '../i18n/useT.ts';

/**
 * Puts the server's per-field messages (the error body's `fields`) on the form's own fields, so a 400 from
 * the server reads like the browser's own checks. `rename` maps a server field to a form field where they
 * differ. Answers the fields the form has no input for (an image, say), for the caller to show elsewhere. A
 * message may be a catalogue id (a reply made in the browser): the fields' error lines and the answer translate it.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  const rest: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = rename[serverField] ?? (formFields as readonly string[]).find((name) => name === serverField);
    if (field) setError(field as Path<T>, { message });
    else rest[serverField] = say(message);
  }
  return rest;
}
