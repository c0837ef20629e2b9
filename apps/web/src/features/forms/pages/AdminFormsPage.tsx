import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FORM_CATEGORIES, FORM_LIMITS, FORM_MESSAGES, FORM_STATUSES } from '@sangam/shared/form-messages';
import { messageOr } from '../../../api/errors.ts';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { formatDate } from '../../../lib/format.ts';
import { absoluteUrl, copyText } from '../../../lib/shareLink.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteForm } from '../api/deleteForm.ts';
import { useAdminForms } from '../api/getAdminForms.ts';
import { useUpdateFormStatus } from '../api/updateFormStatus.ts';
import { formPath, label, statusTone } from '../lib/labels.ts';
import type { FormRecord } from '../lib/types.ts';

const FILTER_KEYS = ['status', 'category', 'search'] as const;
const NOTICE_MS = 3_000;
const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-50';
const textButton =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-xs font-semibold whitespace-nowrap hover:bg-slate-50 disabled:opacity-60';

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

export function AdminFormsPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const forms = useAdminForms({ ...filters, page });
  const toggle = useUpdateFormStatus();
  const remove = useDeleteForm();
  const [toDelete, setToDelete] = useState<FormRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const copyLink = async (form: FormRecord) => {
    const copied = await copyText(absoluteUrl(formPath(form.slug)));
    setNotice(copied ? FORM_MESSAGES.linkCopied : absoluteUrl(formPath(form.slug)));
  };

  // The spec's toggle: active becomes inactive, anything else becomes active.
  const onToggle = (form: FormRecord) => {
    setFailure(null);
    toggle.mutate(
      { id: form._id, status: form.status === 'active' ? 'inactive' : 'active' },
      { onError: () => setFailure('Failed to update form status') },
    );
  };

  const data = forms.data;
  let body;
  if (data) {
    body =
      data.forms.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No forms found</p>
      ) : (
        <div aria-busy={forms.isPlaceholderData} className={forms.isPlaceholderData ? 'opacity-60' : undefined}>
          <AdminTable
            columns={['Form', 'Category', 'Status', 'Submissions', 'Created', 'Actions']}
            minWidth="min-w-[56rem]"
          >
            {data.forms.map((form) => (
              <tr key={form._id}>
                <th scope="row" className="max-w-xs px-3 py-2 text-left align-top font-medium">
                  <span className="block break-words text-slate-900">{form.title}</span>
                  {form.description && (
                    <span className="mt-0.5 block text-sm font-normal text-slate-600">
                      {truncate(form.description, FORM_LIMITS.descriptionPreview)}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2 text-slate-700">{label(form.category)}</td>
                <td className="px-3 py-2">
                  <Badge tone={statusTone(form.status)}>{label(form.status)}</Badge>
                </td>
                <td className="px-3 py-2 text-slate-900">{form.submissionCount ?? 0}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(form.createdAt)}</td>
                <td className="px-3 py-1">
                  <div className="flex flex-wrap items-center gap-1">
                    <Link
                      to={`/admin/forms/${form._id}/submissions`}
                      className={textButton}
                      aria-label={`View submissions: ${form.title}`}
                    >
                      Submissions
                    </Link>
                    <button
                      type="button"
                      className={textButton}
                      aria-label={`Copy link: ${form.title}`}
                      onClick={() => void copyLink(form)}
                    >
                      Copy link
                    </button>
                    <Link to={`/admin/forms/${form._id}/edit`} className={iconButton} aria-label={`Edit ${form.title}`}>
                      <EditIcon />
                    </Link>
                    <button
                      type="button"
                      className={textButton}
                      disabled={toggle.isPending && toggle.variables?.id === form._id}
                      aria-label={`${form.status === 'active' ? 'Deactivate' : 'Activate'}: ${form.title}`}
                      onClick={() => onToggle(form)}
                    >
                      {form.status === 'active' ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700`}
                      aria-label={`Delete ${form.title}`}
                      onClick={() => {
                        remove.reset();
                        setToDelete(form);
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
          <div className="mt-4">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} />
          </div>
        </div>
      );
  } else if (forms.isError) {
    body = (
      <LoadError message="Failed to fetch forms" onRetry={() => void forms.refetch()} retrying={forms.isFetching} />
    );
  } else {
    body = <PageStatus text="Loading forms..." />;
  }

  return (
    <>
      <AdminPageHeader title="Form Management" subtitle="Build forms, publish them and review what people send.">
        <Link to="/admin/forms/new" className={buttonClasses('primary')}>
          <PlusIcon className="size-4" />
          Create Form
        </Link>
      </AdminPageHeader>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
          <SearchBox
            label="Search forms"
            placeholder="Title or description"
            value={filters.search}
            onSearch={(value) => setFilter('search', value)}
          />
          <SelectFilter
            label="Status"
            value={filters.status}
            options={[
              { value: '', label: 'All Statuses' },
              ...FORM_STATUSES.map((s) => ({ value: s, label: label(s) })),
            ]}
            onChange={(value) => setFilter('status', value)}
          />
          <SelectFilter
            label="Category"
            value={filters.category}
            options={[
              { value: '', label: 'All Categories' },
              ...FORM_CATEGORIES.map((c) => ({ value: c, label: label(c) })),
            ]}
            onChange={(value) => setFilter('category', value)}
          />
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        {body}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Form"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? messageOr(remove.error, 'Failed to delete form') : null}
        danger
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {FORM_MESSAGES.confirmDelete}
      </ConfirmDialog>
    </>
  );
}
