import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import type { Listing } from '@sangam/shared/listings';
import { isAdmin } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';
import { isApiError } from '../../../api/errors.ts';
import { getToken } from '../../../api/token.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { translate, useT } from '../../../i18n/useT.ts';
import { lazyWithWords } from '../../../i18n/lazyWithWords.ts';
import { categoryLabel } from '../lib/categories.ts';
import { useDeleteListing } from '../api/deleteListing.ts';
import { listingQuery, useListing } from '../api/getListing.ts';
import { contactsLocked } from '../components/ListingCard.tsx';
import { ListingContacts, LockedListingContacts } from '../components/ListingContacts.tsx';
import { ListingImage } from '../components/ListingImage.tsx';
import { WhatsAppShareLink } from '../components/WhatsAppShareLink.tsx';
import { listingPreviewQuery, useListingPreview } from '../api/getListingPreview.ts';
import { ModerationNotice } from '../../../safety/ModerationNotice.tsx';
import { ReportButton } from '../../../safety/ReportButton.tsx';

const LIST_PATH = '/service-listings';

// Loaded when the owner taps Edit: the form (zod, the photo field) stays off the page a shared link opens.
const OwnerEditListingModal = lazyWithWords('listings', () =>
  import('../components/OwnerEditListingModal.tsx').then((m) => m.OwnerEditListingModal),
);

function BackLink() {
  const t = useT();
  return (
    <Link
      to={LIST_PATH}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <ChevronLeftIcon className="size-4" />
      {t('listings.details.back')}
    </Link>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <DocumentTitle title={`${title} | ${t('common.brand')}`} />
      <BackLink />
      <div className="mt-6 flex flex-col items-center text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}

function ListingView({ listing, viewer }: { listing: Listing; viewer: User }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteListing();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  // The owner's Edit and Delete (admins may do both to any listing, as the server allows).
  const canManage = viewer.id === listing.user._id || isAdmin(viewer);
  const locked = contactsLocked(listing);

  const onDelete = () => remove.mutate(listing._id, { onSuccess: () => void navigate(LIST_PATH, { replace: true }) });

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageMeta title={`${listing.title} | ${t('common.brand')}`} description={listing.description} />
      <BackLink />
      <article className="mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ListingImage src={listing.image} alt={listing.title} eager placeholderBand="always" />
        <div className="space-y-4 p-5 sm:p-6">
          {viewer.id === listing.user._id && <ModerationNotice view={listing} />}
          <div className="flex flex-wrap items-center gap-2">
            <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {categoryLabel(t, listing.category)}
            </p>
            {!listing.approved && (
              <p className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {t('listings.details.pendingApproval')}
              </p>
            )}
          </div>
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{listing.title}</h1>
          <p className="text-sm text-slate-700">
            <Rich
              text={t('listings.details.by', { name: listing.user.name })}
              parts={[
                <Link
                  to={`/user-profile/${listing.user._id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                />,
              ]}
            />
            {listing.user.occupation && <span>, {listing.user.occupation}</span>}
          </p>
          <p className="whitespace-pre-line break-words text-slate-800">{listing.description}</p>
          <div className="rounded-xl border border-slate-200 p-4">
            <h2 className="text-base font-bold text-slate-900">{t('listings.details.contact')}</h2>
            <div className="mt-2">
              {locked ? <LockedListingContacts listing={listing} /> : <ListingContacts listing={listing} />}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* As on the cards: a premium-locked listing is not forwarded (its text would carry no contact). */}
            {!locked && <WhatsAppShareLink listing={listing} label={t('listings.share.onWhatsApp')} />}
            {canManage && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('listings.details.edit')}
              </Button>
            )}
            {canManage && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('listings.details.delete')}
              </Button>
            )}
            <ReportButton subjectType="listing" subjectId={listing._id} authorId={listing.user._id} />
          </div>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        title={t('listings.details.deleteTitle')}
        confirmLabel={t('listings.details.deleteConfirmButton')}
        busyLabel={t('listings.details.deleting')}
        busy={remove.isPending}
        error={remove.isError ? t(LISTING_MESSAGES.deleteFailed) : null}
        danger
        onConfirm={onDelete}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        {t(LISTING_MESSAGES.deleteConfirm)}
      </ConfirmDialog>
      {editing && (
        <Suspense fallback={null}>
          {/* Saving refreshes this listing (its query is among the listings the edit invalidates). */}
          <OwnerEditListingModal listing={listing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** Loads the listing for a signed-in member; a 401 sends them to log in and come back. */
function ListingLoader({ id, viewer }: { id: string; viewer: User }) {
  const t = useT();
  const query = useListing(id, true);
  const location = useLocation();
  const logoutAndLeave = useLogoutAndLeave();
  const unauthorised = isApiError(query.error) && query.error.status === 401;

  useEffect(() => {
    if (!unauthorised) return;
    // In the words of the moment: the login page shows the sentence as it is.
    const { to, state } = loginRedirect(pathOf(location), translate(LISTING_MESSAGES.loginForDetails));
    // Together: ending the session while this page is shown would redirect without the message.
    logoutAndLeave(to, { state });
  }, [unauthorised, location, logoutAndLeave]);

  if (query.data) return <ListingView listing={query.data} viewer={viewer} />;
  if (query.isPending || unauthorised) return <PageStatus text={t('listings.details.loading')} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Frame title={t(LISTING_MESSAGES.notFoundTitle)}>
        <p className="mt-3 text-slate-700">{t('listings.details.notFoundText')}</p>
        <Link to={LIST_PATH} className={buttonClasses('primary', 'mt-6')}>
          {t('listings.details.browse')}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame title={t('listings.details.serviceDetails')}>
      <Alert className="mt-4">{t(LISTING_MESSAGES.detailsFailed)}</Alert>
      <Button className="mt-4" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? t('listings.retrying') : t('listings.tryAgain')}
      </Button>
    </Frame>
  );
}

/** What was shared, for a visitor: title, category and image (the server never sends contacts here). */
function SharedListingPreview({ id }: { id: string }) {
  const t = useT();
  const preview = useListingPreview(id).data;
  if (!preview) return null;
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <ListingImage src={preview.image} alt={preview.title} placeholderBand="always" />
      <div className="p-4">
        <p className="self-start text-sm font-semibold text-brand-800">{categoryLabel(t, preview.category)}</p>
        <h2 className="mt-1 text-lg font-bold break-words text-slate-900">{preview.title}</h2>
      </div>
    </div>
  );
}

/** A shared listing comes with the page's code (lazyPage.ts): the whole listing for a member, else its preview. */
export const prefetch: PrefetchData = (client, { params }) => {
  const id = params.id ?? '';
  return getToken() ? client.prefetchQuery(listingQuery(id)) : client.prefetchQuery(listingPreviewQuery(id));
};

/** /service-listings/:id is public so shared links open, but the listing itself needs a login. */
export function ListingDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PageStatus text={t('listings.details.loading')} />;
  if (!user) {
    const { to, state } = loginRedirect(pathOf(location));
    // The sharer's code (?ref=) and the way back here ride through registration.
    const join = new URLSearchParams({ redirect: location.pathname });
    const ref = new URLSearchParams(location.search).get('ref');
    if (ref) join.set('ref', ref);
    return (
      <Frame title={t('listings.details.serviceDetails')}>
        <SharedListingPreview id={id} />
        <p className="mt-3 text-slate-700">{t(LISTING_MESSAGES.loginToView)}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Link to={to} state={state} className={buttonClasses('primary')}>
            {t('listings.details.loginToViewDetails')}
          </Link>
          <Link to={`/register?${join.toString()}`} className={buttonClasses('secondary')}>
            {t('listings.details.joinFree')}
          </Link>
        </div>
      </Frame>
    );
  }
  // Keyed by id so moving between listings starts fresh (no error or data of the previous one).
  return <ListingLoader key={id} id={id} viewer={user} />;
}
