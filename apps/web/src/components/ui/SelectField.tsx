import type { ComponentProps } from 'react';
import { FieldFrame, fieldBorder, useFieldIds } from './fieldParts.tsx';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
}

/** A labelled select for forms (react-hook-form's register spreads into it). */
export function SelectField({ label, options, error, hint, id, className = '', ...props }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} className={className}>
      <select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 disabled:bg-slate-100 ${fieldBorder(error)}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
