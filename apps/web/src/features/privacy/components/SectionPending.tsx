import { LoadError } from '../../../components/ui/LoadError.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { useT } from '../../../i18n/useT.ts';

/** A Privacy Settings section's body until its reply is there: placeholders while loading, or the failure. */
export function SectionPending({
  query,
  failed,
}: {
  query: { isError: boolean; error?: unknown; isFetching: boolean; refetch: () => unknown };
  failed: string;
}) {
  const t = useT();
  return (
    <div className="mt-3">
      {query.isError ? (
        <LoadError
          message={failed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          error={query.error}
        />
      ) : (
        <PlaceholderCards label={t('common.loading')} count={2} />
      )}
    </div>
  );
}
