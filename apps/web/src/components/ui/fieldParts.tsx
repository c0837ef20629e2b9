import { useId, type ReactNode } from 'react';
import { say, useT } from '../../i18n/useT.ts';

/** Ids tying a field's hint and error to it (`aria-describedby`), shared by the text, textarea and select fields. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** The border of a text input or textarea, red when the field has an error. */
export const fieldBorder = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-400');

/** The hint and error lines under a field. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  useT(); // redraws the error in the new language on a switch
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {say(error)}
        </p>
      )}
    </>
  );
}

/** A labelled field's frame: the label above its control, the hint and error lines below (ids from useFieldIds). */
export function FieldFrame({
  label,
  ids,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  hint: ReactNode;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** A phone number's input, spread into a TextField: the phone keypad, and the browser offers the saved number. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

/** An email address's input, spread into a TextField: the email keyboard, and the browser offers the saved address. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
