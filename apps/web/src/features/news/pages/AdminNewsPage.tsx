import { useState } from 'react';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, NEWS_MESSAGES, NEWS_STATUSES } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { PlusIcon, RefreshIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteNews } from '../api/deleteNews.ts';
import { useAdminNews } from '../api/getAdminNews.ts';
import { AdminNewsTable } from '../components/AdminNewsTable.tsx';
import { NewsFormModal } from '../components/NewsFormModal.tsx';

const FILTER_KEYS = ['status', 'category', 'search'] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...NEWS_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
];
const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
];

/** /admin/news: News and events management. */
export function AdminNewsPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const status = (NEWS_STATUSES as readonly string[]).includes(filters.status) ? filters.status : '';
  const category = (NEWS_CATEGORIES as readonly string[]).includes(filters.category) ? filters.category : '';
  const news = useAdminNews({ status, category, search: filters.search, page });
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<NewsItem | null>(null);

  const data = news.data;
  let body;
  if (data) {
    body =
      data.news.length > 0 ? (
        <div aria-busy={news.isPlaceholderData} className={news.isPlaceholderData ? 'opacity-60' : undefined}>
          <AdminNewsTable
            news={data.news}
            onEdit={setEditing}
            onDelete={(item) => {
              remove.reset();
              setToDelete(item);
            }}
          />
          <div className="mt-4">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} numbered={false} />
          </div>
        </div>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {NEWS_MESSAGES.empty}
        </p>
      );
  } else if (news.isError) {
    body = (
      <LoadError
        message={NEWS_MESSAGES.adminFetchFailed}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
      />
    );
  } else {
    body = <PageStatus text="Loading news..." />;
  }

  return (
    <>
      <AdminPageHeader
        title="News and Events Management"
        subtitle="Write, publish and archive news, events and notices."
      >
        <Button variant="secondary" onClick={() => void news.refetch()} disabled={news.isFetching}>
          <RefreshIcon className="size-4" />
          {news.isFetching && !news.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          Add News
        </Button>
      </AdminPageHeader>
      <div className="space-y-4">
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <SelectFilter
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(v) => setFilter('status', v)}
          />
          <SelectFilter
            label="Category"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={(v) => setFilter('category', v)}
          />
          <SearchBox label="Search" value={filters.search} onSearch={(term) => setFilter('search', term)} />
        </div>
        {data && data.news.length > 0 && (
          <p className="text-sm text-slate-700">
            {data.pagination.total}
            {data.pagination.capped ? '+' : ''} {data.pagination.total === 1 ? 'item' : 'items'}
          </p>
        )}
        {body}
      </div>
      <NewsFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete News"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? NEWS_MESSAGES.deleteFailed : null}
        danger
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {NEWS_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}
