import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodIssueMessage } from '@sangam/shared/zod-issue-messages';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * zod's own messages (a check the schema gave no message of its own) in Hindi: the catalogue's words, as an id the
 * field's error line translates (FieldNotes says it). The schemas' own messages come first and are ids already;
 * English keeps zod's words. A form or check that parses by itself passes these too: `schema.safeParse(value,
 * zodParseOptions)`, `zodResolver(schema, zodParseOptions)`.
 */
export const zodParseOptions = {
  error: (issue: z.core.$ZodRawIssue) =>
    currentLanguage() === 'hi'
      ? zodIssueMessage({
          ...(issue as unknown as Record<string, unknown>),
          code: issue.code ?? '',
          missing: issue.code === 'invalid_type' && issue.input === undefined,
        })
      : undefined,
};

/**
 * A react-hook-form form validated by a zod schema: the fields hold the schema's input, a submit hands over its
 * output. `errors` is the form state's, read here so each form need not dig it out. Messages are catalogue ids or
 * sentences: the shared field components show them with say().
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema, zodParseOptions), defaultValues });
  return { ...form, errors: form.formState.errors };
}
