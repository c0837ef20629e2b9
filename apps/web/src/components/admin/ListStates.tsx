import type { ReactNode } from 'react';
import { LoadError } from '../ui/LoadError.tsx';
import { PageStatus } from '../ui/PageStatus.tsx';
import { Pagination } from '../ui/Pagination.tsx';

export interface PageInfo {
  page: number;
  pages: number;
  total: number;
  capped?: boolean;
}

/** What the kit reads of a list's query (a TanStack UseQueryResult fits). */
export interface ListQuery<D> {
  data: D | undefined;
  isError: boolean;
  /** What failed (a server failure's reference is shown with the failed-load sentence). */
  error?: unknown;
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export interface ListStatesProps<D> {
  query: ListQuery<D>;
  /** The busy line of the first load ("Loading forms..."). */
  loading: string;
  /** The failed-load sentence, shown with Try Again. */
  failed: string;
  /** A sentence in the usual box, or markup of its own. */
  empty: ReactNode;
  isEmpty: (data: D) => boolean;
  /** The line above the rows ("12 questions"). */
  count?: (data: D, page: PageInfo) => ReactNode;
  /** The reply's paging (default: its `pagination`). */
  pageInfo?: (data: D) => PageInfo | undefined;
  /** Page links keep the page in the URL; without them no pagination is drawn. */
  hrefFor?: (page: number) => string;
  /** false: Previous, "Page n of m" and Next at every width. */
  numbered?: boolean;
  children: (data: D) => ReactNode;
}

const paginationOf = (data: unknown) => (data as { pagination?: PageInfo }).pagination;

/**
 * The states every admin list shares: loading, failed with Try Again, empty, then the rows with their count and
 * pages. While another page or filter loads, the rows shown stay, dimmed.
 */
export function ListStates<D>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  count,
  pageInfo = paginationOf,
  hrefFor,
  numbered = false,
  children,
}: ListStatesProps<D>) {
  const data = query.data;
  if (data === undefined) return <FirstLoad query={query} error={query.isError} loading={loading} failed={failed} />;
  if (isEmpty(data)) {
    return typeof empty === 'string' ? (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{empty}</p>
    ) : (
      empty
    );
  }
  const info = pageInfo(data);
  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      {count && info && <p className="mb-2 text-sm text-slate-700">{count(data, info)}</p>}
      {children(data)}
      {info && hrefFor && (
        <div className="mt-4">
          <Pagination page={info.page} pages={info.pages} hrefFor={hrefFor} numbered={numbered} />
        </div>
      )}
    </div>
  );
}

interface FirstLoadProps {
  /** Whether the load failed: the failed-load sentence with Try Again instead of the busy line. */
  error: boolean;
  query: Pick<ListQuery<unknown>, 'isFetching' | 'refetch' | 'error'>;
  /** The busy line ("Loading dashboard..."). */
  loading: string;
  failed: string;
}

/**
 * A screen's first load, before there is anything to show: the busy line, or the failure with Try Again (a screen
 * draws its header above it, in the same place as above its content, so the header stays put when the data comes).
 */
export function FirstLoad({ error, query, loading, failed }: FirstLoadProps) {
  return error ? (
    <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} error={query.error} />
  ) : (
    <PageStatus text={loading} />
  );
}
