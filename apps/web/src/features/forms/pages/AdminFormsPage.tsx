import { useState } from 'react';
import { Link } from 'react-router';
import { FORM_CATEGORIES, FORM_LIMITS, FORM_MESSAGES, FORM_STATUSES } from '@sangam/shared/form-messages';
import { messageOr } from '../../../api/errors.ts';
import { translate } from '../../../i18n/useT.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { absoluteUrl, copyText } from '../../../lib/shareLink.ts';
import { useNotice } from '../../../lib/useNotice.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteForm } from '../api/deleteForm.ts';
import { useAdminForms } from '../api/getAdminForms.ts';
import { useUpdateFormStatus } from '../api/updateFormStatus.ts';
import { formPath, label, statusTone } from '../lib/labels.ts';
import type { FormRecord } from '../lib/types.ts';

const FILTER_KEYS = ['status', 'category', 'search'] as const;
const FILTERS: FilterSpec<(typeof FILTER_KEYS)[number]>[] = [
  { kind: 'search', name: 'search', label: 'Search forms', placeholder: 'Title or description' },
  { kind: 'select', name: 'status', label: 'Status', options: withAll('All Statuses', FORM_STATUSES, label) },
  { kind: 'select', name: 'category', label: 'Category', options: withAll('All Categories', FORM_CATEGORIES, label) },
];
const NOTICE_MS = 3_000;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

export function AdminFormsPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const forms = useAdminForms({ ...filters, page });
  const toggle = useUpdateFormStatus();
  const remove = useDeleteForm();
  const [notice, setNotice] = useNotice(NOTICE_MS);
  const [failure, setFailure] = useState<string | null>(null);

  const copyLink = async (form: FormRecord) => {
    const copied = await copyText(absoluteUrl(formPath(form.slug)));
    setNotice(copied ? translate(FORM_MESSAGES.linkCopied) : absoluteUrl(formPath(form.slug)));
  };

  // The spec's toggle: active becomes inactive, anything else becomes active.
  const onToggle = (form: FormRecord) => {
    setFailure(null);
    toggle.mutate(
      { id: form._id, status: form.status === 'active' ? 'inactive' : 'active' },
      { onError: () => setFailure('Failed to update form status') },
    );
  };
  const toggleText = (form: FormRecord) => (form.status === 'active' ? 'Deactivate' : 'Activate');

  return (
    <>
      <AdminPageHeader title="Form Management" subtitle="Build forms, publish them and review what people send.">
        <Link to="/admin/forms/new" className={buttonClasses('primary')}>
          <PlusIcon className="size-4" />
          Create Form
        </Link>
      </AdminPageHeader>
      <div className="space-y-4">
        <FilterBar
          filters={FILTERS}
          values={filters}
          onChange={setFilter}
          className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]"
        />
        {notice && <Alert tone="success">{notice}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        <AdminList
          query={forms}
          loading="Loading forms..."
          failed="Failed to fetch forms"
          empty="No forms found"
          hrefFor={hrefFor}
          numbered
          rows={(data) => data.forms}
          rowKey={(form) => form._id}
          minWidth="min-w-[56rem]"
          columns={[
            {
              header: 'Form',
              rowHeader: true,
              className: 'max-w-xs align-top font-medium',
              cell: (form) => (
                <>
                  <span className="block break-words text-slate-900">{form.title}</span>
                  {form.description && (
                    <span className="mt-0.5 block text-sm font-normal text-slate-600">
                      {truncate(form.description, FORM_LIMITS.descriptionPreview)}
                    </span>
                  )}
                </>
              ),
            },
            { header: 'Category', cell: (form) => label(form.category) },
            {
              header: 'Status',
              className: '',
              cell: (form) => <Badge tone={statusTone(form.status)}>{label(form.status)}</Badge>,
            },
            { header: 'Submissions', className: 'text-slate-900', cell: (form) => form.submissionCount ?? 0 },
            { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (f) => formatDate(f.createdAt) },
          ]}
          actions={[
            {
              label: (form) => `View submissions: ${form.title}`,
              text: () => 'Submissions',
              to: (form) => `/admin/forms/${form._id}/submissions`,
            },
            {
              label: (form) => `Copy link: ${form.title}`,
              text: () => 'Copy link',
              onClick: (form) => void copyLink(form),
            },
            { label: (form) => `Edit ${form.title}`, icon: EditIcon, to: (form) => `/admin/forms/${form._id}/edit` },
            {
              label: (form) => `${toggleText(form)}: ${form.title}`,
              text: toggleText,
              disabled: (form) => toggle.isPending && toggle.variables?.id === form._id,
              onClick: onToggle,
            },
            {
              label: (form) => `Delete ${form.title}`,
              icon: TrashIcon,
              tone: 'danger',
              confirm: confirmDelete(remove, {
                title: 'Delete Form',
                body: translate(FORM_MESSAGES.confirmDelete),
                failed: (error) => messageOr(error, 'Failed to delete form'),
              }),
            },
          ]}
        />
      </div>
    </>
  );
}
