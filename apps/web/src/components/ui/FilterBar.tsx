import { useId, useState } from 'react';
import { Button } from './Button.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SelectFilter } from './SelectFilter.tsx';
import { TextField } from './TextField.tsx';
import { useT } from '../../i18n/useT.ts';

export interface FilterOption {
  value: string;
  label: string;
}

interface Common<K extends string> {
  name: K;
  label: string;
  /** Grid placement, e.g. a search spanning two columns. */
  className?: string;
}

/**
 * One control of a filter bar, as data. search: applied after a pause in typing or on Enter; select; date;
 * text: applied on Enter or when leaving the box; checkbox: 'true' when ticked, '' when not.
 */
export type FilterSpec<K extends string = string> = Common<K> &
  (
    | { kind: 'search'; placeholder?: string }
    | { kind: 'select'; options: readonly FilterOption[] }
    | { kind: 'date'; min?: string; max?: string }
    | { kind: 'text'; type?: 'search' | 'text'; placeholder?: string }
    | { kind: 'checkbox' }
  );

/** A select's options with the "All ..." choice first. */
export const withAll = (
  all: string,
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): FilterOption[] => [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];

interface FilterBarProps<K extends string> {
  filters: readonly FilterSpec<K>[];
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
  /** The grid of the bar (columns differ with the number of filters). */
  className: string;
  /**
   * On a phone (below sm) the filters other than the search box fold behind a "Filters (2)" button, so that the
   * list starts on the first screen; wider screens always show them (public lists: news, Q&A).
   */
  collapsible?: boolean;
}

/** The filters of a list, drawn from their description; every change goes to `onChange` (usually the URL). */
export function FilterBar<K extends string>({
  filters,
  values,
  onChange,
  className,
  collapsible = false,
}: FilterBarProps<K>) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (!collapsible) {
    return <div className={className}>{filters.map((filter) => filterControl(filter, values, onChange))}</div>;
  }
  const folded = filters.filter((filter) => filter.kind !== 'search');
  const active = folded.filter((filter) => values[filter.name] !== '').length;
  return (
    <div className={className}>
      {filters.filter((filter) => filter.kind === 'search').map((filter) => filterControl(filter, values, onChange))}
      <Button
        variant="secondary"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? t('common.filters.buttonActive', { count: active }) : t('common.filters.button')}
      </Button>
      {/* display: contents keeps the controls in the bar's own grid on wider screens. */}
      <div id={panelId} className={open ? 'contents' : 'hidden sm:contents'}>
        {folded.map((filter) => filterControl(filter, values, onChange))}
      </div>
    </div>
  );
}

function filterControl<K extends string>(
  filter: FilterSpec<K>,
  values: Record<K, string>,
  onChange: (name: K, value: string) => void,
) {
  const { name, label, className } = filter;
  const value = values[name];
  const set = (next: string) => onChange(name, next);
  switch (filter.kind) {
    case 'search':
      return (
        <SearchBox
          key={name}
          className={className}
          label={label}
          placeholder={filter.placeholder}
          value={value}
          onSearch={set}
        />
      );
    case 'select':
      return (
        <SelectFilter
          key={name}
          className={className}
          label={label}
          value={value}
          options={filter.options}
          onChange={set}
        />
      );
    case 'date':
      return (
        <TextField
          key={name}
          className={className}
          label={label}
          type="date"
          value={value}
          min={filter.min || undefined}
          max={filter.max || undefined}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'text':
      return (
        <TextField
          key={name}
          className={className}
          label={label}
          type={filter.type}
          placeholder={filter.placeholder}
          defaultValue={value}
          onKeyDown={(event) => event.key === 'Enter' && set(event.currentTarget.value.trim())}
          onBlur={(event) => set(event.currentTarget.value.trim())}
        />
      );
    case 'checkbox':
      return (
        <label key={name} className={`flex min-h-11 items-center gap-3 text-base text-slate-800 ${className ?? ''}`}>
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={value === 'true'}
            onChange={(event) => set(event.target.checked ? 'true' : '')}
          />
          {label}
        </label>
      );
  }
}
