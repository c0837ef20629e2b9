import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll } from '../../../components/ui/FilterBar.tsx';
import { useT } from '../../../i18n/useT.ts';
import { categoryLabel } from '../lib/categories.ts';

interface ListingFiltersProps {
  /** The search and category in the URL. */
  search: string;
  category: string;
  /** The categories the server offers (sorted, distinct). */
  categories: string[];
  onChange: (name: 'search' | 'category', value: string) => void;
  onReset: () => void;
}

/** Search (applied after a 300 ms pause, or at once on Enter), category and Reset Filters. */
export function ListingFilters({ search, category, categories, onChange, onReset }: ListingFiltersProps) {
  // A category from a shared link stays selectable even when no approved listing uses it any more.
  // Reset draws the search box anew, so words typed but not yet applied go too.
  const t = useT();
  const [resets, setResets] = useState(0);
  const options = category && !categories.includes(category) ? [category, ...categories] : categories;
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
      <FilterBar
        key={resets}
        className="contents"
        values={{ search, category }}
        onChange={onChange}
        filters={[
          {
            kind: 'search',
            name: 'search',
            label: t('listings.filters.searchLabel'),
            placeholder: t('listings.filters.searchPlaceholder'),
            className: 'col-span-2 sm:col-span-1',
          },
          {
            kind: 'select',
            name: 'category',
            label: t('listings.filters.category'),
            // The value sent stays the stored category; the form's own categories read in the language shown.
            options: withAll(t('listings.filters.allCategories'), options, (name) => categoryLabel(t, name)),
            className: 'min-w-0 sm:w-56',
          },
        ]}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setResets((n) => n + 1);
          onReset();
        }}
      >
        {t('listings.filters.reset')}
      </Button>
    </div>
  );
}
