import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  type QuestionCategory,
  type QuestionType,
} from '@sangam/shared/question-messages';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';

export type QuestionFilterKey = 'search' | 'category' | 'type' | 'featured';

interface QuestionFiltersProps {
  filters: Record<QuestionFilterKey, string>;
  onChange: (key: QuestionFilterKey, value: string) => void;
  onReset: () => void;
}

/** The filters in the language shown (the values stay the stored English words). */
const filtersIn = (t: Translate): FilterSpec<QuestionFilterKey>[] => [
  {
    kind: 'search',
    name: 'search',
    label: t('questions.filters.search'),
    placeholder: t('questions.filters.searchPlaceholder'),
  },
  {
    kind: 'select',
    name: 'category',
    label: t('questions.filters.category'),
    options: withAll(t('questions.filters.allCategories'), QUESTION_CATEGORIES, (value) =>
      t(QUESTION_CATEGORY_LABELS[value as QuestionCategory]),
    ),
  },
  {
    kind: 'select',
    name: 'type',
    label: t('questions.filters.type'),
    options: withAll(t('questions.filters.allTypes'), QUESTION_TYPES, (value) =>
      t(QUESTION_TYPE_LABELS[value as QuestionType]),
    ),
  },
  { kind: 'checkbox', name: 'featured', label: t('questions.filters.featuredOnly') },
];

/** The sidebar of /questions: search, category, type and Featured only; every change goes to the URL. */
export function QuestionFilters({ filters, onChange, onReset }: QuestionFiltersProps) {
  const t = useT();
  const active = Object.values(filters).some(Boolean);
  return (
    <aside
      aria-label={t('questions.filters.label')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <FilterBar collapsible filters={filtersIn(t)} values={filters} onChange={onChange} className="grid gap-4" />
      {active && (
        <Button variant="secondary" className="w-full" onClick={onReset}>
          {t('questions.filters.clear')}
        </Button>
      )}
    </aside>
  );
}
