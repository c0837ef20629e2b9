import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { say, translate } from '../../../i18n/useT.ts';

/**
 * A listing form's missing fields say so once, above its buttons (`message`, the create form's or the admin's id);
 * next to each field a short word is enough. The browser's check gives the id, the server's reply its words: both
 * count. Every other message is shown in the language on screen.
 */
export function requiredFieldNotes(message: MessageId) {
  const isMissing = (error: string | undefined) => error === message || error === translate(message);
  return {
    fieldError: (error: string | undefined) =>
      error === undefined ? undefined : isMissing(error) ? translate('listings.field.required') : say(error),
    anyMissing: <T extends FieldValues>(errors: FieldErrors<T>) =>
      Object.values(errors).some((error) => isMissing(error?.message as string | undefined)),
  };
}
