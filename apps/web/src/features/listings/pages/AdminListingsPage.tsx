import { useState } from 'react';
import { usePageServerWords } from '../../../layout/serverBannerWords.ts';
import { LISTING_CATEGORIES, LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import type { Listing } from '@sangam/shared/listings';
import { Alert } from '../../../components/ui/Alert.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { EditIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { useBusyIds } from '../../../lib/useBusyIds.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteListing } from '../api/deleteListing.ts';
import { useAdminListings } from '../api/getAdminListings.ts';
import { useUpdateAdminListing } from '../api/updateAdminListing.ts';
import { ADMIN_LISTING_COLUMNS } from '../components/adminListingColumns.tsx';
import { EditListingModal } from '../components/EditListingModal.tsx';
import { countLine } from '../../../components/admin/countLine.ts';
import { useT } from '../../../i18n/useT.ts';

const FILTER_KEYS = ['search', 'category'] as const;

/** The admin reply has no category list: the form's categories plus any "Other" ones on screen. */
function filterCategories(listings: Listing[] | undefined, selected: string): string[] {
  const names = new Set<string>(LISTING_CATEGORIES.filter((name) => name !== 'Other'));
  for (const listing of listings ?? []) names.add(listing.category);
  if (selected) names.add(selected);
  return [...names].sort((a, b) => a.localeCompare(b));
}

const approveText = (listing: Listing) => (listing.approved ? 'Set Pending' : 'Approve');

export function AdminListingsPage() {
  // The shared messages are catalogue ids (the screen's own words stay English for now).
  const t = useT();
  // Said inside the shell's server banner (one banner, not two).
  usePageServerWords(t(LISTING_MESSAGES.serverIssues));
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const listings = useAdminListings({ ...filters, page });
  const toggle = useUpdateAdminListing();
  const remove = useDeleteListing();
  const [editing, setEditing] = useState<Listing | null>(null);
  const { busyIds, setBusy } = useBusyIds();
  const [toggleFailed, setToggleFailed] = useState(false);

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

  const filterSpecs: FilterSpec<(typeof FILTER_KEYS)[number]>[] = [
    { kind: 'search', name: 'search', label: 'Search listings', placeholder: 'Title, description or category' },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      options: withAll('All Categories', filterCategories(listings.data?.listings, filters.category)),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Listing Management"
        subtitle="Approve, edit or remove the services members list in the Business Directory."
      >
        <RefreshButton query={listings} />
      </AdminPageHeader>

      <div className="space-y-4">
        <FilterBar
          filters={filterSpecs}
          values={filters}
          onChange={setFilter}
          className="grid gap-3 sm:grid-cols-[1fr_14rem]"
        />
        {toggleFailed && <Alert>{t(LISTING_MESSAGES.saveFailed)}</Alert>}
        <AdminList
          query={listings}
          loading="Loading listings..."
          failed={t(LISTING_MESSAGES.adminLoadFailed)}
          empty={t(LISTING_MESSAGES.empty)}
          count={countLine('listing', 'listings')}
          hrefFor={hrefFor}
          rows={(data) => data.listings}
          rowKey={(listing) => listing._id}
          minWidth="min-w-[52rem]"
          columns={ADMIN_LISTING_COLUMNS}
          actions={[
            { label: (listing) => `Edit ${listing.title}`, title: 'Edit', icon: EditIcon, onClick: setEditing },
            {
              label: (listing) => `${approveText(listing)}: ${listing.title}`,
              text: approveText,
              tone: (listing) => (listing.approved ? 'amber' : 'green'),
              disabled: (listing) => busyIds.has(listing._id),
              onClick: onToggleApproved,
            },
            {
              label: (listing) => `Delete ${listing.title}`,
              title: 'Delete',
              icon: TrashIcon,
              tone: 'danger',
              confirm: confirmDelete(remove, {
                title: 'Delete Listing',
                body: t(LISTING_MESSAGES.deleteConfirm),
                failed: t(LISTING_MESSAGES.deleteFailed),
              }),
            },
          ]}
        />
      </div>

      <EditListingModal listing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
