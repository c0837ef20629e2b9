// Admin-only (Q&A management): English for now (issue 32).
import { labelOf } from '@sangam/shared/question-messages';

const inlineSelect = 'min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base text-slate-900';

/** A row's own select (a question's status, an answer's status): the change is saved at once. */
export function InlineSelect({
  label,
  value,
  values,
  locked = [],
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  /** Shown when they are the value, never chosen. */
  locked?: readonly string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className={inlineSelect}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {values.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
      {locked.map((option) => (
        <option key={option} value={option} disabled>
          {labelOf(option)}
        </option>
      ))}
    </select>
  );
}
