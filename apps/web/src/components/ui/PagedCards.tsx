import type { ReactNode } from 'react';
import { Pagination } from './Pagination.tsx';

interface PagedCardsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
  /** The sentence in a box when there is nothing to show. */
  empty: ReactNode;
  page: { page: number; pages: number; capped?: boolean | undefined };
  hrefFor: (page: number) => string;
  /** Another page or filter is loading: the cards shown stay, dimmed. */
  stale: boolean;
  /** The grid's classes (gaps and columns). */
  className: string;
}

/** A member-facing list's page of cards in a grid, with the page links under it, or its empty sentence. */
export function PagedCards<T>({ items, keyOf, children, empty, page, hrefFor, stale, className }: PagedCardsProps<T>) {
  if (items.length === 0) {
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <ul className={className}>
        {items.map((item, index) => (
          <li key={keyOf(item)}>{children(item, index)}</li>
        ))}
      </ul>
      <div className="mt-6">
        <Pagination page={page.page} pages={page.pages} capped={page.capped} hrefFor={hrefFor} />
      </div>
    </div>
  );
}
