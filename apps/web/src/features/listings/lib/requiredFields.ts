import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * A listing form's missing fields say so once, above its buttons (`message`, the create form's or the admin's);
 * next to each field a short word is enough.
 */
export function requiredFieldNotes(message: string) {
  return {
    fieldError: (error: string | undefined) => (error === message ? 'This field is required' : error),
    anyMissing: <T extends FieldValues>(errors: FieldErrors<T>) =>
      Object.values(errors).some((error) => error?.message === message),
  };
}
