import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}

/** Applies what is typed after a 300 ms pause, or at once on Enter (admin lists, member directory). */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });

  // The URL changed by itself (Back, a category link): show its search in the box.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    latest.current = { value, onSearch };
  });

  // Only a pause in typing applies the search, so a Back in history is not undone by an old pause.
  useEffect(() => {
    const term = debounced.trim();
    if (term !== latest.current.value) latest.current.onSearch(term);
  }, [debounced]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
      />
    </form>
  );
}
