import { Button } from '../ui/Button.tsx';
import { RefreshIcon } from './AdminIcons.tsx';
import type { ListQuery } from './ListStates.tsx';

type Refreshable = Pick<ListQuery<unknown>, 'refetch' | 'isFetching' | 'isPending'>;

/** The header's Refresh: asks again for what is shown; "Refreshing..." while it does (not on the first load). */
export function RefreshButton({ query }: { query: Refreshable }) {
  return (
    <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshIcon className="size-4" />
      {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}
