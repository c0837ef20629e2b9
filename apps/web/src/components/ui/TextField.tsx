import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, fieldBorder, useFieldIds } from './fieldParts.tsx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Drawn inside the input's right edge (the password field's Show button). */
  trailing?: ReactNode;
}

/** A labelled input; the hint and the error are tied to it for screen readers. */
export function TextField({ label, error, hint, trailing, id, className = '', ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);

  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          // Forms validate themselves (noValidate); screen readers still hear which fields are required.
          aria-required={inputProps.required || undefined}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${trailing ? 'pr-20' : ''} ${fieldBorder(error)}`}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
