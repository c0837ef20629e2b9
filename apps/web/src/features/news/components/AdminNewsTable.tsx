import { Link } from 'react-router';
import { NEWS_CATEGORY_LABELS, NEWS_LIMITS } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { apiUrl } from '../../../api/client.ts';
import { DownloadIcon, EditIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { getToken } from '../../../api/token.ts';

const STATUS_TONES: Record<NewsItem['status'], BadgeTone> = { published: 'green', draft: 'amber', archived: 'slate' };

const iconButton = 'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';

/** The excerpt preview: its first 80 characters (spec). */
export const excerptPreview = (excerpt: string) =>
  excerpt.length > NEWS_LIMITS.adminExcerptPreview
    ? `${excerpt.slice(0, NEWS_LIMITS.adminExcerptPreview)}...`
    : excerpt;

/** The attendees' CSV needs the admin's token, which a plain link cannot send: fetched and saved here. */
async function downloadAttendees(item: NewsItem) {
  const response = await fetch(apiUrl(`/news/${item._id}/attendees.csv`), {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `${item.slug}-going.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

interface AdminNewsTableProps {
  news: NewsItem[];
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

export function AdminNewsTable({ news, onEdit, onDelete }: AdminNewsTableProps) {
  return (
    <AdminTable
      columns={['Title', 'Category', 'Status', 'Excerpt', 'Views', 'Created', 'Actions']}
      minWidth="min-w-[60rem]"
    >
      {news.map((item) => (
        <tr key={item._id}>
          <th scope="row" className="max-w-xs px-3 py-2 text-left font-medium">
            <Link to={`/news/${item.slug}`} className="break-words text-brand-700 underline underline-offset-2">
              {item.title}
            </Link>
            {item.featured && (
              <span aria-label="Featured" role="img" className="ml-1 text-amber-500">
                ★
              </span>
            )}
            {item.category === 'event' && (
              <p className="text-xs font-normal text-slate-600">
                {item.goingCount} going{item.isPast ? ' · past' : ''}
              </p>
            )}
          </th>
          <td className="px-3 py-2 text-slate-700">{NEWS_CATEGORY_LABELS[item.category]}</td>
          <td className="px-3 py-2">
            <Badge tone={STATUS_TONES[item.status]}>{item.status}</Badge>
          </td>
          <td className="max-w-xs px-3 py-2 text-slate-700">{excerptPreview(item.excerpt)}</td>
          <td className="px-3 py-2 text-slate-700">{item.views}</td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(item.createdAt)}</td>
          <td className="px-3 py-1">
            <div className="flex items-center gap-1">
              <button
                type="button"
                title="Edit"
                aria-label={`Edit ${item.title}`}
                className={iconButton}
                onClick={() => onEdit(item)}
              >
                <EditIcon />
              </button>
              {item.category === 'event' && (
                <button
                  type="button"
                  title="Download who is going (CSV)"
                  aria-label={`Download who is going to ${item.title}`}
                  className={iconButton}
                  onClick={() => void downloadAttendees(item)}
                >
                  <DownloadIcon />
                </button>
              )}
              <button
                type="button"
                title="Delete"
                aria-label={`Delete ${item.title}`}
                className={`${iconButton} text-red-700`}
                onClick={() => onDelete(item)}
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
