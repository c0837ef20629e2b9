import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { hasPremiumAccess } from '@sangam/shared/plans';
import { formatTotal } from '@sangam/shared/pagination-total';
import { isApiError, sentences } from '../../../api/errors.ts';
import { getToken } from '../../../api/token.ts';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { usePageServerWords } from '../../../layout/serverBannerWords.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { PagedCards } from '../../../components/ui/PagedCards.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { useTopOnNewPage } from '../../../lib/useTopOnNewPage.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { directoryParams, directoryQuery, useDirectory } from '../api/getDirectory.ts';
import { directoryFiltersQuery, useDirectoryFilters } from '../api/getDirectoryFilters.ts';
import { FilterChips } from '../components/FilterChips.tsx';
import { MemberCard } from '../components/MemberCard.tsx';
import { PremiumPrompt } from '../components/PremiumPrompt.tsx';

/** Spec section 8: offline, 401 (handled by leaving for /login), otherwise the message in the spec's sentence. */
function errorText(t: Translate, error: unknown, serverDown: boolean): string {
  if (serverDown || (isApiError(error) && error.status === 0)) return t(DIRECTORY_MESSAGES.offline);
  // The cause in words (api/errors.ts), each sentence once.
  const cause = error instanceof Error ? error.message : t('directory.unexpected');
  return sentences(t(DIRECTORY_MESSAGES.failed, { message: cause.replace(/[.।]$/, '') }));
}

/**
 * The members and the filter chips, asked for with the page's code when a member is signed in. Not throttled: if it
 * fails, the page asks again at once and says why (a 401 ends the session as before).
 */
export const prefetch: PrefetchData = (client, { searchParams }) =>
  getToken()
    ? Promise.all([
        client.prefetchQuery(directoryQuery(directoryParams(searchParams), { throttle: false })),
        client.prefetchQuery(directoryFiltersQuery()),
      ])
    : Promise.resolve();

const FILTER_KEYS = ['search', 'city', 'occupation'] as const;

export function DirectoryPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const location = useLocation();
  const logoutAndLeave = useLogoutAndLeave();
  const { search, page, city, occupation } = directoryParams(searchParams);
  const serverDown = useServerStatus() === 'down';
  usePageServerWords(t(DIRECTORY_MESSAGES.serverIssues));
  const query = useDirectory({ search, page, city, occupation }, !serverDown);
  const filters = useDirectoryFilters();
  const unauthorised = isApiError(query.error) && query.error.status === 401;

  useEffect(() => {
    if (unauthorised) logoutAndLeave(loginRedirect(pathOf(location)).to);
  }, [unauthorised, logoutAndLeave, location]);

  useTopOnNewPage(page);

  const data = query.data;
  const freeViewer = data ? !hasPremiumAccess({ planType: data.userPlan }) : false;

  let body;
  if (data) {
    body = (
      <PagedCards
        items={data.users}
        keyOf={(member) => member.id}
        empty={t(search || city || occupation ? DIRECTORY_MESSAGES.emptySearch : DIRECTORY_MESSAGES.empty)}
        page={data.pagination}
        hrefFor={hrefFor}
        stale={query.isPlaceholderData}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(member) => <MemberCard member={member} showLockNote={freeViewer} canReveal={!freeViewer} />}
      </PagedCards>
    );
  } else if (query.isError || serverDown) {
    body = unauthorised ? null : (
      <div className="space-y-3">
        {/* While the server is down the shell's banner says so, in this page's words: one message, not three. */}
        {!serverDown && <Alert>{errorText(t, query.error, serverDown)}</Alert>}
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('directory.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = <PlaceholderCards label={t('directory.loading')} />;
  }

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title={t('directory.meta.title')} />
      <ListHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <SearchBox
        label={t('directory.search.label')}
        placeholder={t('directory.search.placeholder')}
        value={search}
        onSearch={(term) => setFilter('search', term)}
      />
      {filters.data && (
        <div className="space-y-1">
          <FilterChips
            label={t('directory.filter.city')}
            choices={filters.data.cities}
            value={city}
            onChange={(value) => setFilter('city', value)}
          />
          <FilterChips
            label={t('directory.filter.occupation')}
            choices={filters.data.occupations}
            value={occupation}
            onChange={(value) => setFilter('occupation', value)}
          />
        </div>
      )}
      {/* Count and list come from one reply: while a new search runs, the old list is dimmed and the
          line says what is being looked for instead of pairing the old count with the new words. */}
      {data && (
        <p aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
          {query.isPlaceholderData ? (
            <>
              <Spinner className="size-4 text-brand-700" />
              {search ? t('directory.searching', { search }) : t('directory.loading')}
            </>
          ) : (
            <>
              {/* A common word's matches are counted a few pages ahead only: "120+ members matching". */}
              {search && data.pagination.capped
                ? t('directory.countMatchingCapped', { total: formatTotal(data.pagination), search })
                : search
                  ? t('directory.countMatching', { count: data.pagination.total, search })
                  : t('directory.count', { count: data.pagination.total })}
            </>
          )}
        </p>
      )}
      {freeViewer && <PremiumPrompt />}
      {body}
    </section>
  );
}
