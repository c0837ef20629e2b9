import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Link } from 'react-router';
import type { Listing } from '@sangam/shared/listings';
import { EditIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { formatDate } from '../../../lib/format.ts';

interface AdminListingsTableProps {
  listings: Listing[];
  /** Rows whose status change is on its way to the server. */
  busyIds: ReadonlySet<string>;
  onEdit: (listing: Listing) => void;
  onToggleApproved: (listing: Listing) => void;
  onDelete: (listing: Listing) => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
const toggleButton =
  'inline-flex min-h-11 items-center rounded-lg border px-3 text-xs font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60';

export function AdminListingsTable({ listings, busyIds, onEdit, onToggleApproved, onDelete }: AdminListingsTableProps) {
  return (
    <AdminTable columns={['Title', 'Category', 'Owner', 'Status', 'Created', 'Actions']} minWidth="min-w-[52rem]">
      {listings.map((listing) => (
        <tr key={listing._id}>
          <th scope="row" className="max-w-xs px-3 py-2 text-left font-medium">
            {/* Admins see pending listings on the details page too. */}
            <Link
              to={`/service-listings/${listing._id}`}
              className="break-words text-brand-700 underline underline-offset-2"
            >
              {listing.title}
            </Link>
          </th>
          <td className="px-3 py-2 text-slate-700">{listing.category}</td>
          <td className="px-3 py-2 text-slate-700">{listing.user.name}</td>
          <td className="px-3 py-2">
            <Badge tone={listing.approved ? 'green' : 'amber'}>{listing.approved ? 'Approved' : 'Pending'}</Badge>
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(listing.createdAt)}</td>
          <td className="px-3 py-1">
            <div className="flex items-center gap-1">
              <button
                type="button"
                title="Edit"
                aria-label={`Edit ${listing.title}`}
                className={iconButton}
                onClick={() => onEdit(listing)}
              >
                <EditIcon />
              </button>
              <button
                type="button"
                aria-label={`${listing.approved ? 'Set Pending' : 'Approve'}: ${listing.title}`}
                className={`${toggleButton} ${
                  listing.approved
                    ? 'border-amber-400 text-amber-900 hover:bg-amber-50'
                    : 'border-green-600 text-green-800 hover:bg-green-50'
                }`}
                disabled={busyIds.has(listing._id)}
                onClick={() => onToggleApproved(listing)}
              >
                {listing.approved ? 'Set Pending' : 'Approve'}
              </button>
              <button
                type="button"
                title="Delete"
                aria-label={`Delete ${listing.title}`}
                className={`${iconButton} text-red-700`}
                onClick={() => onDelete(listing)}
              >
                <TrashIcon />
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
