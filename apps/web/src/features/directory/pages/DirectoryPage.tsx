import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { hasPremiumAccess } from '@sangam/shared/plans';
import { plural } from '@sangam/shared/plural';
import { isApiError, sentences } from '../../../api/errors.ts';
import { getToken } from '../../../api/token.ts';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { directoryParams, directoryQuery, useDirectory } from '../api/getDirectory.ts';
import { directoryFiltersQuery, useDirectoryFilters } from '../api/getDirectoryFilters.ts';
import { FilterChips } from '../components/FilterChips.tsx';
import { MemberCard } from '../components/MemberCard.tsx';
import { PremiumPrompt } from '../components/PremiumPrompt.tsx';

/** Spec section 8: offline, 401 (handled by leaving for /login), otherwise the message in the spec's sentence. */
function errorText(error: unknown, serverDown: boolean): string {
  if (serverDown || (isApiError(error) && error.status === 0)) return DIRECTORY_MESSAGES.offline;
  // The cause in words (api/errors.ts), each sentence once.
  const cause = error instanceof Error ? error.message : 'Something unexpected happened';
  return sentences(DIRECTORY_MESSAGES.failed(cause.replace(/\.$/, '')));
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

export function DirectoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const logoutAndLeave = useLogoutAndLeave();
  const { search, page, city, occupation } = directoryParams(searchParams);
  const serverDown = useServerStatus() === 'down';
  const query = useDirectory({ search, page, city, occupation }, !serverDown);
  const filters = useDirectoryFilters();
  const unauthorised = isApiError(query.error) && query.error.status === 401;

  useEffect(() => {
    if (unauthorised) logoutAndLeave(loginRedirect(pathOf(location)).to);
  }, [unauthorised, logoutAndLeave, location]);

  // A new page of results starts at the top of the list (the first render keeps the browser's scroll).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);

  const onSearch = (term: string) =>
    setSearchParams(
      (params) => {
        if (term) params.set('search', term);
        else params.delete('search');
        params.delete('page');
        return params;
      },
      { replace: true },
    );

  const onFilter = (name: 'city' | 'occupation', value: string) =>
    setSearchParams(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        params.delete('page');
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

  const data = query.data;
  const freeViewer = data ? !hasPremiumAccess({ planType: data.userPlan }) : false;

  let body;
  if (data) {
    body =
      data.users.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {search || city || occupation ? DIRECTORY_MESSAGES.emptySearch : DIRECTORY_MESSAGES.empty}
        </p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.users.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} showLockNote={freeViewer} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} />
          </div>
        </div>
      );
  } else if (query.isError || serverDown) {
    body = unauthorised ? null : (
      <div className="space-y-3">
        <Alert>{errorText(query.error, serverDown)}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = <PlaceholderCards label="Loading members..." />;
  }

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title="Member Directory | Sangam" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Member Directory</h1>
        <p className="mt-1 text-slate-700">Find professionals and entrepreneurs of the community.</p>
      </div>
      {serverDown && <Alert tone="warning">{DIRECTORY_MESSAGES.serverIssues}</Alert>}
      <SearchBox label="Search members" placeholder="Name, occupation or interest" value={search} onSearch={onSearch} />
      {filters.data && (
        <div className="space-y-1">
          <FilterChips
            label="City"
            choices={filters.data.cities}
            value={city}
            onChange={(value) => onFilter('city', value)}
          />
          <FilterChips
            label="Occupation"
            choices={filters.data.occupations}
            value={occupation}
            onChange={(value) => onFilter('occupation', value)}
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
              {search ? `Searching for “${search}”...` : 'Loading members...'}
            </>
          ) : (
            <>
              {plural(data.pagination.total, 'member')}
              {search && ` matching “${search}”`}
            </>
          )}
        </p>
      )}
      {freeViewer && <PremiumPrompt />}
      {body}
    </section>
  );
}
