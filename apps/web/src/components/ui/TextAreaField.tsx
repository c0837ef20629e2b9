import type { ComponentProps, ReactNode } from 'react';
import { FieldNotes, fieldBorder, useFieldIds } from './fieldParts.tsx';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Current length, shown as "n/max" when `maxLength` is set. */
  length?: number;
}

/** A labelled textarea with an optional character counter; hint and error are tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  length,
  id,
  className = '',
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);

  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {maxLength !== undefined && length !== undefined && (
          <span className="text-xs text-slate-600" aria-hidden="true">
            {length}/{maxLength}
          </span>
        )}
      </div>
      <textarea
        id={inputId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block min-h-28 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${fieldBorder(error)}`}
        {...props}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
