import { QUESTION_CATEGORIES, QUESTION_TYPES, labelOf } from '@sangam/shared/question-messages';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';

export type QuestionFilterKey = 'search' | 'category' | 'type' | 'featured';

interface QuestionFiltersProps {
  filters: Record<QuestionFilterKey, string>;
  onChange: (key: QuestionFilterKey, value: string) => void;
  onReset: () => void;
}

const options = (values: readonly string[], all: string) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];

/** The sidebar of /questions: search, category, type and Featured only; every change goes to the URL. */
export function QuestionFilters({ filters, onChange, onReset }: QuestionFiltersProps) {
  const active = Object.values(filters).some(Boolean);
  return (
    <aside aria-label="Filters" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <SearchBox
        label="Search"
        placeholder="Search questions"
        value={filters.search}
        onSearch={(value) => onChange('search', value)}
      />
      <SelectFilter
        label="Category"
        value={filters.category}
        options={options(QUESTION_CATEGORIES, 'All Categories')}
        onChange={(value) => onChange('category', value)}
      />
      <SelectFilter
        label="Type"
        value={filters.type}
        options={options(QUESTION_TYPES, 'All Types')}
        onChange={(value) => onChange('type', value)}
      />
      <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={filters.featured === 'true'}
          onChange={(event) => onChange('featured', event.target.checked ? 'true' : '')}
        />
        Featured only
      </label>
      {active && (
        <Button variant="secondary" className="w-full" onClick={onReset}>
          Clear Filters
        </Button>
      )}
    </aside>
  );
}
