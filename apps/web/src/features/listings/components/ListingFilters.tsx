import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import { Button } from '../../../components/ui/Button.tsx';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';

export const SEARCH_DEBOUNCE_MS = 300;

interface ListingFiltersProps {
  /** The search and category in the URL. */
  search: string;
  category: string;
  /** The categories the server offers (sorted, distinct). */
  categories: string[];
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
  onReset: () => void;
}

const control =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500';

/** Search (applied after a 300 ms pause, or at once on Enter), category and Reset Filters. */
export function ListingFilters({ search, category, categories, onSearch, onCategory, onReset }: ListingFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ search, onSearch });

  // The URL changed by itself (Back, Reset Filters): show its search in the box.
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }

  useEffect(() => {
    latest.current = { search, onSearch };
  });

  // Only a pause in typing applies the search, so a Back in history is not undone by an old pause.
  useEffect(() => {
    const term = debounced.trim();
    if (term !== latest.current.search) latest.current.onSearch(term);
  }, [debounced]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  // A category from a shared link stays selectable even when no approved listing uses it any more.
  const options = category && !categories.includes(category) ? [category, ...categories] : categories;

  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
      <form role="search" onSubmit={onSubmit} className="col-span-2 sm:col-span-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          Search services
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search for services..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={LISTING_LIMITS.searchMax}
          className={control}
        />
      </form>
      <div className="min-w-0">
        <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          className={`${control} sm:w-56`}
        >
          <option value="">All Categories</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        Reset Filters
      </Button>
    </div>
  );
}
