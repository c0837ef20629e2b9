import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const readPage = (raw: string | null) => Math.max(1, Number.parseInt(raw ?? '1', 10) || 1);

/** The filters and page a URL asks for (also read before the first render, to fetch the page's data early). */
export function readUrlFilters<K extends string>(searchParams: URLSearchParams, keys: readonly K[]) {
  const filters = Object.fromEntries(keys.map((key) => [key, (searchParams.get(key) ?? '').trim()])) as Record<
    K,
    string
  >;
  return { filters, page: readPage(searchParams.get('page')) };
}

/**
 * A table's filters and page live in the URL, so Back, reloads and shared links keep them.
 * Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readUrlFilters(searchParams, keys);

  const setFilter = useCallback(
    (key: K, value: string) =>
      setSearchParams(
        (params) => {
          if (value) params.set(key, value);
          else params.delete(key);
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  /** Every filter off, back to page 1 (other parameters, such as a tab, stay). */
  const clearFilters = () =>
    setSearchParams(
      (params) => {
        for (const key of [...keys, 'page']) params.delete(key);
        return params;
      },
      { replace: true },
    );

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const text = params.toString();
    return text ? `?${text}` : '?';
  };

  return { filters, page, setFilter, clearFilters, hrefFor };
}
