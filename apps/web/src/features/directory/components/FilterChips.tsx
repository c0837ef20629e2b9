import type { DirectoryFiltersReply } from '@sangam/shared/directory';
import { useT } from '../../../i18n/useT.ts';

interface FilterChipsProps {
  label: string;
  choices: DirectoryFiltersReply['cities'];
  value: string;
  onChange: (value: string) => void;
}

/** One row of toggle chips (tap again to clear); scrolls sideways on a phone instead of wrapping into a wall. */
export function FilterChips({ label, choices, value, onChange }: FilterChipsProps) {
  const t = useT();
  if (choices.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2 overflow-x-auto pb-1">
      <span className="shrink-0 text-sm font-medium text-slate-700">{t('directory.filter.label', { label })}</span>
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(selected ? '' : choice.value)}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {choice.value}
          </button>
        );
      })}
    </div>
  );
}
