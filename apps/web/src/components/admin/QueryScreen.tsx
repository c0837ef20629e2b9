import type { ReactNode } from 'react';
import { FirstLoad, type ListQuery } from './ListStates.tsx';

interface QueryScreenProps<D> {
  /** Drawn above the first load and above the content alike, so it stays put when the data comes. */
  header: ReactNode;
  query: Pick<ListQuery<D>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** Whether the screen still waits for its data (default: the query's first load). */
  pending?: boolean;
  /** The busy line ("Loading dashboard..."). */
  loading: string;
  /** The failed-load sentence, shown with Try Again. */
  failed: string;
  children: (data: D) => ReactNode;
}

/** An admin screen over one query: its header, then the first load (busy, or failed with Try Again) or its content. */
export function QueryScreen<D>({
  header,
  query,
  pending = query.isPending,
  loading,
  failed,
  children,
}: QueryScreenProps<D>) {
  return (
    <>
      {header}
      {pending || query.isError || query.data === undefined ? (
        <FirstLoad error={!pending && query.isError} query={query} loading={loading} failed={failed} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
