import { useState } from 'react';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_MESSAGES,
  NEWS_STATUSES,
  type NewsCategory,
} from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { DownloadIcon, EditIcon, PlusIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteNews } from '../api/deleteNews.ts';
import { useAdminNews } from '../api/getAdminNews.ts';
import { ADMIN_NEWS_COLUMNS, downloadAttendees } from '../components/AdminNewsTable.tsx';
import { NewsFormModal } from '../components/NewsFormModal.tsx';
import { pluralTotal } from '@sangam/shared/plural';
import { translate, useT } from '../../../i18n/useT.ts';

const FILTER_KEYS = ['status', 'category', 'search'] as const;
const filterSpecs = (): FilterSpec<(typeof FILTER_KEYS)[number]>[] => [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: withAll('All statuses', NEWS_STATUSES, (value) => value[0]!.toUpperCase() + value.slice(1)),
  },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: withAll('All categories', NEWS_CATEGORIES, (value) =>
      translate(NEWS_CATEGORY_LABELS[value as NewsCategory]),
    ),
  },
  { kind: 'search', name: 'search', label: 'Search' },
];

/** /admin/news: News and events management. */
export function AdminNewsPage() {
  const t = useT(); // admin screen in English; the shared messages and labels are drawn in the language shown
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const status = (NEWS_STATUSES as readonly string[]).includes(filters.status) ? filters.status : '';
  const category = (NEWS_CATEGORIES as readonly string[]).includes(filters.category) ? filters.category : '';
  const news = useAdminNews({ status, category, search: filters.search, page });
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);

  return (
    <>
      <AdminPageHeader
        title="News and Events Management"
        subtitle="Write, publish and archive news, events and notices."
      >
        <RefreshButton query={news} />
        <Button onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          Add News
        </Button>
      </AdminPageHeader>
      <div className="space-y-4">
        <FilterBar
          filters={filterSpecs()}
          values={{ ...filters, status, category }}
          onChange={setFilter}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        />
        <AdminList
          query={news}
          loading="Loading news..."
          failed={t(NEWS_MESSAGES.adminFetchFailed)}
          empty={t(NEWS_MESSAGES.empty)}
          count={(_, info) => pluralTotal(info, 'item')}
          hrefFor={hrefFor}
          rows={(data) => data.news}
          rowKey={(item) => item._id}
          minWidth="min-w-[60rem]"
          columns={ADMIN_NEWS_COLUMNS}
          actions={[
            { label: (item) => `Edit ${item.title}`, title: 'Edit', icon: EditIcon, onClick: setEditing },
            {
              label: (item) => `Download who is going to ${item.title}`,
              title: 'Download who is going (CSV)',
              icon: DownloadIcon,
              hidden: (item) => item.category !== 'event',
              onClick: (item) => void downloadAttendees(item),
            },
            {
              label: (item) => `Delete ${item.title}`,
              title: 'Delete',
              icon: TrashIcon,
              tone: 'danger',
              confirm: confirmDelete(remove, {
                title: 'Delete News',
                body: t(NEWS_MESSAGES.deleteConfirm),
                failed: t(NEWS_MESSAGES.deleteFailed),
              }),
            },
          ]}
        />
      </div>
      <NewsFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
