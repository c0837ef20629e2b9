import { useId, type ComponentProps, type ReactNode } from 'react';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Current length, shown as "n/max" when `maxLength` is set. */
  length?: number;
}

/** A labelled textarea with an optional character counter; hint and error are tied to it. */
export function TextAreaField({ label, error, hint, length, id, className = '', maxLength, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

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
        className={`block min-h-28 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-400'
        }`}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
