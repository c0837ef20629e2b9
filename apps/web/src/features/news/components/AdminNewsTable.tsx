/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { Link } from 'react-router';
import { NEWS_CATEGORY_LABELS, NEWS_LIMITS } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { apiUrl } from '../../../api/client.ts';
import type { Column } from '../../../components/admin/AdminList.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { getToken } from '../../../api/token.ts';
import { translate } from '../../../i18n/useT.ts';

const STATUS_TONES: Record<NewsItem['status'], BadgeTone> = { published: 'green', draft: 'amber', archived: 'slate' };

/** The excerpt preview: its first 80 characters (spec). */
export const excerptPreview = (excerpt: string) =>
  excerpt.length > NEWS_LIMITS.adminExcerptPreview
    ? `${excerpt.slice(0, NEWS_LIMITS.adminExcerptPreview)}...`
    : excerpt;

/** The attendees' CSV needs the admin's token, which a plain link cannot send: fetched and saved here. */
export async function downloadAttendees(item: NewsItem) {
  const response = await fetch(apiUrl(`/news/${item._id}/attendees.csv`), {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `${item.slug}-going.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The columns of News and events management (the Actions column is the page's). */
export const ADMIN_NEWS_COLUMNS: Column<NewsItem>[] = [
  {
    header: 'Title',
    rowHeader: true,
    className: 'max-w-xs font-medium',
    cell: (item) => (
      <>
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
      </>
    ),
  },
  { header: 'Category', cell: (item) => translate(NEWS_CATEGORY_LABELS[item.category]) },
  { header: 'Status', className: '', cell: (item) => <Badge tone={STATUS_TONES[item.status]}>{item.status}</Badge> },
  { header: 'Excerpt', className: 'max-w-xs text-slate-700', cell: (item) => excerptPreview(item.excerpt) },
  { header: 'Views', cell: (item) => item.views },
  { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (item) => formatDate(item.createdAt) },
];
