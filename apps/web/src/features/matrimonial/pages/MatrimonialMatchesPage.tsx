import { Link, useParams } from 'react-router';
import { useSession } from '../../../auth/sessionContext.ts';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { formatTotal } from '../../../lib/format.ts';
import { useT } from '../../../i18n/useT.ts';
import { useMatches } from '../api/matches.ts';
import { useMyProfiles } from '../api/profiles.ts';
import { ProfileCard } from '../components/ProfileCard.tsx';

const BACK = '/matrimonial?tab=mine';

/** Matches for you: the profiles inside the partner preferences of one of the member's own approved profiles. */
export function MatrimonialMatchesPage() {
  const t = useT();
  const { profileId = '' } = useParams();
  const { status } = useSession();
  const query = useMatches(profileId);
  const mine = useMyProfiles(true);
  const own = mine.data?.find((profile) => profile._id === profileId);
  const profiles = query.data?.pages.flatMap((page) => page.profiles) ?? [];
  const first = query.data?.pages[0]?.pagination;
  const back = (
    <Link to={BACK} className={buttonClasses('secondary')}>
      {t('matrimonial.matches.back')}
    </Link>
  );

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('matrimonial.matches.metaTitle')} description={t('matrimonial.matches.intro')} />
      <ListHeader
        title={own ? t('matrimonial.matches.titleFor', { name: own.fullName }) : t('matrimonial.matches.title')}
        subtitle={t('matrimonial.matches.intro')}
      >
        {back}
      </ListHeader>
      {query.isPending ? (
        <PageStatus text={t('matrimonial.matches.loading')} />
      ) : query.isError && profiles.length === 0 ? (
        // A profile not approved yet or not the member's: the server's reason, and no Try Again (it would not help).
        isApiError(query.error) && [403, 404].includes(query.error.status) ? (
          <PageLoadError message={messageOr(query.error, t('matrimonial.matches.loadFailed'))} missing />
        ) : (
          <PageLoadError
            message={t('matrimonial.matches.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : profiles.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('matrimonial.matches.empty')}
        </p>
      ) : (
        <>
          {first && (
            <p className="text-sm text-slate-700">
              {first.capped
                ? t('matrimonial.list.totalCapped', { total: formatTotal(first) })
                : t('matrimonial.list.total', { count: first.total })}
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
    </section>
  );
}
