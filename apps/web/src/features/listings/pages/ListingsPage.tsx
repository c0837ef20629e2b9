import { Link, useLocation, useSearchParams } from 'react-router';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { formatTotal } from '@sangam/shared/pagination-total';
import { getToken } from '../../../api/token.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { usePageServerWords } from '../../../layout/serverBannerWords.ts';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { PagedCards } from '../../../components/ui/PagedCards.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { useTopOnNewPage } from '../../../lib/useTopOnNewPage.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useT } from '../../../i18n/useT.ts';
import { listingsParams, listingsQuery, useListings } from '../api/getListings.ts';
import { ListingCard } from '../components/ListingCard.tsx';
import { ListingFilters } from '../components/ListingFilters.tsx';
import { listingsFetchError } from '../lib/errors.ts';

// LIST_PAGE_META's ids for this page (the server's link previews read that table), named here so that the
// other list pages' words stay out of this page's first-paint catalogue.
const META = {
  title: 'common.meta.listings.pageTitle' as const,
  description: 'common.meta.listings.description' as const,
};

/** The list, asked for with the page's code when a member is signed in (visitors are asked to log in instead). */
export const prefetch: PrefetchData = (client, { searchParams }) =>
  getToken() ? client.prefetchQuery(listingsQuery(listingsParams(searchParams))) : Promise.resolve();

const FILTER_KEYS = ['search', 'category'] as const;

/** The member list itself: only for signed-in members (the API needs a token). */
function ListingsBrowser() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, category, page } = listingsParams(searchParams);
  const { setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const serverDown = useServerStatus() === 'down';
  usePageServerWords(t(LISTING_MESSAGES.serverIssues));
  const query = useListings({ search, category, page }, !serverDown);

  useTopOnNewPage(page);

  const data = query.data;
  let body;
  if (data) {
    body = (
      <PagedCards
        items={data.listings}
        keyOf={(listing) => listing._id}
        empty={t(LISTING_MESSAGES.empty)}
        page={data.pagination}
        hrefFor={hrefFor}
        stale={query.isPlaceholderData}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(listing, index) => <ListingCard listing={listing} eagerImage={index === 0} />}
      </PagedCards>
    );
  } else if (query.isError || serverDown) {
    body = (
      <div className="space-y-3">
        {/* While the server is down the shell's banner says so, in this page's words: one message, not three. */}
        {!serverDown && <Alert>{listingsFetchError(query.error, { serverDown, hasToken: getToken() !== null })}</Alert>}
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching || serverDown}>
          {query.isFetching ? t('listings.retrying') : t('listings.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = <PageStatus text={t(LISTING_MESSAGES.loading)} />;
  }

  return (
    <>
      <ListingFilters
        search={search}
        category={category}
        categories={data?.categories ?? []}
        onChange={setFilter}
        onReset={() => setSearchParams({}, { replace: true })}
      />
      {data && (
        <p aria-live="polite" className="text-sm text-slate-700">
          {/* "10,000+" when capped. */}
          {data.pagination.capped
            ? t(LISTING_MESSAGES.showingCapped, { total: formatTotal(data.pagination) })
            : t(LISTING_MESSAGES.showing, { count: data.pagination.total })}
        </p>
      )}
      {/* A failed refetch keeps the list we have, and says why it may be out of date. */}
      {data && query.isError && !serverDown && (
        <Alert>{listingsFetchError(query.error, { serverDown, hasToken: getToken() !== null })}</Alert>
      )}
      {body}
    </>
  );
}

export function ListingsPage() {
  const t = useT();
  const { status, user } = useSession();
  const location = useLocation();
  // 'Log in to Add Service' comes back to the create form; the list's own login button comes back here.
  const addLogin = loginRedirect('/create-listing');
  const viewLogin = loginRedirect(pathOf(location));

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta {...META} />
      <ListHeader title={t('listings.directory.title')} subtitle={t('listings.directory.subtitle')}>
        {user ? (
          <div className="flex shrink-0 gap-2">
            <Link to="/my-listings" className={buttonClasses('secondary')}>
              {t('listings.directory.myListings')}
            </Link>
            <Link to="/create-listing" className={buttonClasses('primary')}>
              {t('listings.directory.addService')}
            </Link>
          </div>
        ) : (
          status === 'anonymous' && (
            <Link to={addLogin.to} state={addLogin.state} className={buttonClasses('primary', 'shrink-0')}>
              {t('listings.directory.loginToAdd')}
            </Link>
          )
        )}
      </ListHeader>
      {status === 'loading' ? (
        <PageStatus text={t(LISTING_MESSAGES.loading)} />
      ) : user ? (
        <ListingsBrowser />
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-slate-800">{t(LISTING_MESSAGES.loginToViewDirectory)}</p>
          <Link to={viewLogin.to} state={viewLogin.state} className={buttonClasses('primary', 'mt-4')}>
            {t('listings.directory.loginToView')}
          </Link>
        </div>
      )}
    </section>
  );
}
