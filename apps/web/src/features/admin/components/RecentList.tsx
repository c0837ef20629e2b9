import type { ReactNode } from 'react';

interface RecentListProps<T> {
  items: T[];
  /** The line shown when there is nothing yet ("No recent admin activity"). */
  empty: string;
  /** One entry, as an `li` with its key. */
  children: (item: T) => ReactNode;
}

/** A dashboard panel's newest entries, one a row, or its empty line. */
export function RecentList<T>({ items, empty, children }: RecentListProps<T>) {
  if (items.length === 0) return <p className="py-4 text-sm text-slate-600">{empty}</p>;
  return <ul className="divide-y divide-slate-100">{items.map(children)}</ul>;
}
