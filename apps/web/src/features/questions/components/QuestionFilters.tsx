import { QUESTION_CATEGORIES, QUESTION_TYPES, labelOf } from '@sangam/shared/question-messages';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';

export type QuestionFilterKey = 'search' | 'category' | 'type' | 'featured';

interface QuestionFiltersProps {
  filters: Record<QuestionFilterKey, string>;
  onChange: (key: QuestionFilterKey, value: string) => void;
  onReset: () => void;
}

const FILTERS: FilterSpec<QuestionFilterKey>[] = [
  { kind: 'search', name: 'search', label: 'Search', placeholder: 'Search questions' },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: withAll('All Categories', QUESTION_CATEGORIES, labelOf),
  },
  { kind: 'select', name: 'type', label: 'Type', options: withAll('All Types', QUESTION_TYPES, labelOf) },
  { kind: 'checkbox', name: 'featured', label: 'Featured only' },
];

/** The sidebar of /questions: search, category, type and Featured only; every change goes to the URL. */
export function QuestionFilters({ filters, onChange, onReset }: QuestionFiltersProps) {
  const active = Object.values(filters).some(Boolean);
  return (
    <aside aria-label="Filters" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <FilterBar collapsible filters={FILTERS} values={filters} onChange={onChange} className="grid gap-4" />
      {active && (
        <Button variant="secondary" className="w-full" onClick={onReset}>
          Clear Filters
        </Button>
      )}
    </aside>
  );
}
