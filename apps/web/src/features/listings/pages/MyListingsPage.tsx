import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@sangam/shared/listings';
import { getToken } from '../../../api/token.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { myListingsQuery, useMyListings } from '../api/getMyListings.ts';
import { OwnerEditListingModal } from '../components/OwnerEditListingModal.tsx';
import { listingPath } from '../lib/share.ts';
import { categoryLabel } from '../lib/categories.ts';
import { useT } from '../../../i18n/useT.ts';
import { ModerationNotice } from '../../../safety/ModerationNotice.tsx';

/** Live, or waiting for an admin: a listing an admin set back to review no longer vanishes for its owner. */
function StateBadge({ approved }: { approved: boolean }) {
  const t = useT();
  return approved ? (
    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
      {t('listings.mine.live')}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t('listings.mine.underReview')}
    </span>
  );
}

/** The member's listings, asked for with the page's code when a member is signed in (lazyPage.ts). */
export const prefetch: PrefetchData = (client) =>
  getToken() ? client.prefetchQuery(myListingsQuery()) : Promise.resolve();

export function MyListingsPage() {
  const t = useT();
  const mine = useMyListings();
  const [editing, setEditing] = useState<Listing | null>(null);

  let body;
  if (mine.data) {
    body =
      mine.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('listings.mine.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {mine.data.map((listing) => (
            <li key={listing._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StateBadge approved={listing.approved} />
                <span className="text-sm text-slate-700">{categoryLabel(t, listing.category)}</span>
              </div>
              <h2 className="mt-2 text-lg font-bold break-words text-slate-900">{listing.title}</h2>
              {!listing.approved && <p className="mt-1 text-sm text-slate-700">{t('listings.mine.reviewNote')}</p>}
              <ModerationNotice view={listing} className="mt-2" />
              <div className="mt-3 flex gap-2">
                <Button variant="secondary" className="flex-1" onClick={() => setEditing(listing)}>
                  {t('listings.mine.edit')} <span className="sr-only">{listing.title}</span>
                </Button>
                <Link to={listingPath(listing._id)} className={buttonClasses('ghost', 'flex-1')}>
                  {t('listings.mine.view')} <span className="sr-only">{listing.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      );
  } else if (mine.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{t('listings.mine.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void mine.refetch()} disabled={mine.isFetching}>
          {mine.isFetching ? t('listings.retrying') : t('listings.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = <PlaceholderCards label={t('listings.mine.loading')} count={2} />;
  }

  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta
        title={`${t('listings.mine.title')} | ${t('common.brand')}`}
        description={t('listings.mine.metaDescription')}
      />
      <Link
        to="/service-listings"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {t('listings.mine.backToDirectory')}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{t('listings.mine.title')}</h1>
        <Link to="/create-listing" className={buttonClasses('primary', 'shrink-0')}>
          {t('listings.directory.addService')}
        </Link>
      </div>
      {body}
      <OwnerEditListingModal listing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
