import { useState } from 'react';
import { LISTING_CATEGORIES, LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import type { Listing } from '@sangam/shared/listings';
import { formatTotal } from '@sangam/shared/pagination-total';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { RefreshIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteListing } from '../api/deleteListing.ts';
import { useAdminListings } from '../api/getAdminListings.ts';
import { useUpdateAdminListing } from '../api/updateAdminListing.ts';
import { AdminListingsTable } from '../components/AdminListingsTable.tsx';
import { EditListingModal } from '../components/EditListingModal.tsx';
import { AdminListingFilters } from '../components/AdminListingFilters.tsx';

const FILTER_KEYS = ['search', 'category'] as const;

/** The admin reply has no category list: the form's categories plus any "Other" ones on screen. */
function filterCategories(listings: Listing[] | undefined, selected: string): string[] {
  const names = new Set<string>(LISTING_CATEGORIES.filter((name) => name !== 'Other'));
  for (const listing of listings ?? []) names.add(listing.category);
  if (selected) names.add(selected);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function AdminListingsPage() {
  const serverDown = useServerStatus() === 'down';
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const listings = useAdminListings({ ...filters, page });
  const toggle = useUpdateAdminListing();
  const remove = useDeleteListing();
  const [editing, setEditing] = useState<Listing | null>(null);
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [toggleFailed, setToggleFailed] = useState(false);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Sends the opposite status with the listing's other fields (the image stays as it is). */
  const onToggleApproved = (listing: Listing) => {
    setToggleFailed(false);
    setBusy(listing._id, true);
    toggle.mutate(
      {
        id: listing._id,
        body: {
          title: listing.title,
          category: listing.category,
          description: listing.description,
          approved: !listing.approved,
          premiumRequired: listing.premiumRequired,
        },
      },
      { onError: () => setToggleFailed(true), onSettled: () => setBusy(listing._id, false) },
    );
  };

  const onConfirmDelete = () => {
    if (toDelete) remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) });
  };

  const data = listings.data;
  let body;
  if (data) {
    body =
      data.listings.length > 0 ? (
        <div aria-busy={listings.isPlaceholderData} className={listings.isPlaceholderData ? 'opacity-60' : undefined}>
          <AdminListingsTable
            listings={data.listings}
            busyIds={busyIds}
            onEdit={setEditing}
            onToggleApproved={onToggleApproved}
            onDelete={(listing) => {
              remove.reset();
              setToDelete(listing);
            }}
          />
          <div className="mt-4">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} numbered={false} />
          </div>
        </div>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {LISTING_MESSAGES.empty}
        </p>
      );
  } else if (listings.isError) {
    body = (
      <LoadError
        message={LISTING_MESSAGES.adminLoadFailed}
        onRetry={() => void listings.refetch()}
        retrying={listings.isFetching}
      />
    );
  } else {
    body = <PageStatus text="Loading listings..." />;
  }

  return (
    <>
      <AdminPageHeader
        title="Listing Management"
        subtitle="Approve, edit or remove the services members list in the Business Directory."
      >
        <Button variant="secondary" onClick={() => void listings.refetch()} disabled={listings.isFetching}>
          <RefreshIcon className="size-4" />
          {listings.isFetching && !listings.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
      </AdminPageHeader>

      <div className="space-y-4">
        {serverDown && <Alert tone="warning">{LISTING_MESSAGES.serverIssues}</Alert>}
        <AdminListingFilters
          search={filters.search}
          category={filters.category}
          categories={filterCategories(data?.listings, filters.category)}
          onChange={setFilter}
        />
        {toggleFailed && <Alert>{LISTING_MESSAGES.saveFailed}</Alert>}
        {data && data.listings.length > 0 && (
          <p className="text-sm text-slate-700">
            {formatTotal(data.pagination)}{' '}
            {data.pagination.total === 1 && !data.pagination.capped ? 'listing' : 'listings'}
          </p>
        )}
        {body}
      </div>

      <EditListingModal listing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Listing"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? LISTING_MESSAGES.deleteFailed : null}
        danger
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {LISTING_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}
