import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';

interface RowsFieldsetProps {
  legend: string;
  /** Said while there are no rows. */
  empty: string;
  rows: readonly { id: string }[];
  max: number;
  /** The grid columns of a row (its fields, then Remove). */
  columns: string;
  /** What a row is, for screen readers' "Remove link 2". */
  rowName: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  /** A row's fields. */
  children: (index: number) => ReactNode;
}

/** A settings list the admin grows and shrinks (social links, leadership): its rows, Remove on each, and Add. */
export function RowsFieldset({
  legend,
  empty,
  rows,
  max,
  columns,
  rowName,
  addLabel,
  onAdd,
  onRemove,
  disabled,
  children,
}: RowsFieldsetProps) {
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-1 text-base font-bold text-slate-900">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      {rows.map((row, index) => (
        <div key={row.id} className={`grid gap-3 rounded-lg border border-slate-200 p-3 ${columns}`}>
          {children(index)}
          <Button variant="ghost" className="self-end" onClick={() => onRemove(index)}>
            Remove <span className="sr-only">{`${rowName} ${index + 1}`}</span>
          </Button>
        </div>
      ))}
      {rows.length < max && (
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
