import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { useSession } from '../../../auth/sessionContext.ts';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { readUrlFilters } from '../../../lib/useUrlFilters.ts';
import { FILTER_KEYS, profilesQuery, useProfiles, type MatrimonialFilters as Filters } from '../api/profiles.ts';
import { MatrimonialFilters } from '../components/MatrimonialFilters.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { formatTotal } from '../../../lib/format.ts';
import { useT } from '../../../i18n/useT.ts';
import { lazyWithWords } from '../../../i18n/lazyWithWords.ts';

// My Profiles loads with its tab (its code and words, Delete's dialog and Matches for you's link, are not the list's).
const MyProfiles = lazyWithWords('matrimonial', () => import('../components/MyProfiles.tsx').then((m) => m.MyProfiles));
// My Profiles -> Interests loads with the tab: its code and words stay out of the list's first paint.
const Interests = lazyWithWords('matrimonial', () => import('../components/Interests.tsx').then((m) => m.Interests));
// The Shortlisted and Hidden tabs draw after a tap: their code comes then.
const ShortlistedProfiles = lazyWithWords('matrimonial', () =>
  import('../components/SavedProfiles.tsx').then((m) => m.ShortlistedProfiles),
);
const HiddenProfiles = lazyWithWords('matrimonial', () =>
  import('../components/SavedProfiles.tsx').then((m) => m.HiddenProfiles),
);

// LIST_PAGE_META's ids for this page (the server's link previews read that table), named here so that the
// other list pages' words stay out of this page's first-paint catalogue.
const META = {
  title: 'common.meta.matrimonial.pageTitle' as const,
  description: 'common.meta.matrimonial.description' as const,
};

function CardPlaceholders() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <li key={n} className="h-96 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </ul>
  );
}

/** The first page of profiles, asked for with the page's code (see lazyPage). */
export const prefetch: PrefetchData = (client, { searchParams }) =>
  client.prefetchInfiniteQuery(profilesQuery(readUrlFilters(searchParams, FILTER_KEYS).filters));

export function MatrimonialPage() {
  const t = useT();
  const { user, status } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters } = readUrlFilters(searchParams, FILTER_KEYS);
  const query = useProfiles(filters);
  // In the address, so that the wizard can land a parent on My Profiles after submitting.
  const asked = searchParams.get('tab');
  const tab = user && (asked === 'mine' || asked === 'shortlisted' || asked === 'hidden') ? asked : 'browse';
  const setTab = (next: 'browse' | 'mine' | 'shortlisted' | 'hidden') =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next !== 'browse') params.set('tab', next);
      else params.delete('tab');
      return params;
    });

  const apply = (next: Filters) =>
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value.trim() !== '')), {
      replace: true,
    });

  const profiles = query.data?.pages.flatMap((page) => page.profiles) ?? [];
  const first = query.data?.pages[0]?.pagination;

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta {...META} />
      <ListHeader title={t('matrimonial.list.title')} subtitle={t('matrimonial.list.subtitle')}>
        <div className="flex flex-wrap gap-2">
          <Link to="/matrimonial/success-stories" className={buttonClasses('secondary')}>
            {t('matrimonial.list.successStories')}
          </Link>
          <Link
            to={user ? '/matrimonial/register' : '/login?redirect=%2Fmatrimonial%2Fregister'}
            className={buttonClasses('primary')}
          >
            {t('matrimonial.list.create')}
          </Link>
        </div>
      </ListHeader>

      {user && (
        <div
          role="tablist"
          aria-label={t('matrimonial.list.title')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 whitespace-nowrap"
        >
          {(
            [
              ['browse', t('matrimonial.list.tabs.browse')],
              ['mine', t('matrimonial.list.tabs.mine')],
              ['shortlisted', t('matrimonial.list.tabs.shortlisted')],
              ['hidden', t('matrimonial.list.tabs.hidden')],
            ] as const
          ).map(([id, label]) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              className={`min-h-11 px-4 font-semibold ${tab === id ? 'border-b-2 border-brand-700 text-brand-800' : 'text-slate-700'}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}

      {tab === 'shortlisted' ? (
        <Suspense fallback={null}>
          <ShortlistedProfiles />
        </Suspense>
      ) : tab === 'hidden' ? (
        <Suspense fallback={null}>
          <HiddenProfiles />
        </Suspense>
      ) : tab === 'mine' && user ? (
        <>
          <Suspense fallback={null}>
            <MyProfiles />
            <Interests />
          </Suspense>
        </>
      ) : (
        <>
          <MatrimonialFilters value={filters} onApply={apply} />
          {first && (
            <p aria-live="polite" className="text-sm text-slate-700">
              {first.capped
                ? t('matrimonial.list.totalCapped', { total: formatTotal(first) })
                : t('matrimonial.list.total', { count: first.total })}
            </p>
          )}
          {query.isPending ? (
            <CardPlaceholders />
          ) : query.isError && profiles.length === 0 ? (
            <PageLoadError
              message={t(M.loadListFailed)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : profiles.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">{t(M.empty)}</p>
          ) : (
            <>
              <ul
                aria-busy={query.isPlaceholderData}
                className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {profiles.map((profile) => (
                  <li key={profile._id}>
                    <ProfileCard profile={profile} signedIn={status === 'authenticated'} />
                  </li>
                ))}
              </ul>
              {query.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                  >
                    {query.isFetchingNextPage ? t('matrimonial.list.loadingMore') : t('matrimonial.list.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
