/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { Link } from 'react-router';
import type { Listing } from '@sangam/shared/listings';
import type { Column } from '../../../components/admin/AdminList.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The columns of Listing management (the Actions column is the page's). */
export const ADMIN_LISTING_COLUMNS: Column<Listing>[] = [
  {
    header: 'Title',
    rowHeader: true,
    className: 'max-w-xs font-medium',
    // Admins see pending listings on the details page too.
    cell: (listing) => (
      <Link to={`/service-listings/${listing._id}`} className="break-words text-brand-700 underline underline-offset-2">
        {listing.title}
      </Link>
    ),
  },
  { header: 'Category', cell: (listing) => listing.category },
  { header: 'Owner', cell: (listing) => listing.user.name },
  {
    header: 'Status',
    className: '',
    cell: (listing) => (
      <Badge tone={listing.approved ? 'green' : 'amber'}>{listing.approved ? 'Approved' : 'Pending'}</Badge>
    ),
  },
  { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (l) => formatDate(l.createdAt) },
];
