import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SUBMISSION_STATUSES } from '@sangam/shared/form-messages';
import { downloadFile } from '../../../api/download.ts';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { DownloadIcon, RefreshIcon } from '../../../components/admin/AdminIcons.tsx';
import { ListStates } from '../../../components/admin/ListStates.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useReviewedForm } from '../api/getFormFields.ts';
import { capitalise as label } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useSubmissions } from '../api/getSubmissions.ts';
import { useSubmissionStats } from '../api/getSubmissionStats.ts';
import type { Submission } from '../api/types.ts';
import { useBulkAction, useUpdateSubmissionStatus } from '../api/updateSubmissions.ts';
import { ReviewModal } from '../components/ReviewModal.tsx';
import { SubmissionCards, SubmissionsTable } from '../components/SubmissionViews.tsx';
import { SubmissionsAnalytics } from '../components/SubmissionsAnalytics.tsx';
import { DATE_RANGES, rangeStart, SORTS } from '../lib/present.ts';

const FILTER_KEYS = ['status', 'search', 'range', 'sort'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const DEFAULT_RANGE = '30d';
const DEFAULT_SORT = '-createdAt';
const FILTERS: FilterSpec<FilterKey>[] = [
  { kind: 'search', name: 'search', label: 'Search', placeholder: 'Search submissions...' },
  { kind: 'select', name: 'status', label: 'Status', options: withAll('All', SUBMISSION_STATUSES, label) },
  {
    kind: 'select',
    name: 'range',
    label: 'Date range',
    options: DATE_RANGES.map(({ value, label: text }) => ({ value, label: text })),
  },
  { kind: 'select', name: 'sort', label: 'Sort', options: SORTS },
];

type View = 'table' | 'cards' | 'analytics';
const VIEWS: { id: View; label: string }[] = [
  { id: 'table', label: 'Table' },
  { id: 'cards', label: 'Cards' },
  { id: 'analytics', label: 'Analytics' },
];

/** /admin/forms/{formId}/submissions. Filters live in the URL; defaults are the spec's (all, 30 days, newest). */
export function SubmissionsPage() {
  const { formId = '' } = useParams();
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const { status, search } = filters;
  const range = filters.range || DEFAULT_RANGE;
  const sort = filters.sort || DEFAULT_SORT;
  const dateFrom = rangeStart(range);

  const form = useReviewedForm(formId);
  const list = useSubmissions(formId, { page, status, search, sort, dateFrom });
  const stats = useSubmissionStats(formId, range);
  const updateStatus = useUpdateSubmissionStatus();
  const bulk = useBulkAction();
  const [view, setView] = useState<View>('table');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reviewing, setReviewing] = useState<Submission | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // The defaults stay out of the URL.
  const setParam = (key: FilterKey, value: string) =>
    setFilter(
      key,
      (key === 'range' && value === DEFAULT_RANGE) || (key === 'sort' && value === DEFAULT_SORT) ? '' : value,
    );

  const title = form.data?.title ?? 'Form';
  const fields = form.data?.fields ?? [];
  const submissions = list.data?.submissions ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const runBulk = (kind: 'approved' | 'rejected' | 'flag') => {
    setFailure(null);
    const submissionIds = [...selected];
    bulk.mutate(
      kind === 'flag'
        ? { action: 'flag', submissionIds, flagReason: 'Bulk flagged' }
        : { action: 'updateStatus', submissionIds, status: kind },
      { onSuccess: () => setSelected(new Set()), onError: () => setFailure('Failed to perform bulk action') },
    );
  };

  const onStatus = (submission: Submission, next: string) => {
    setFailure(null);
    updateStatus.mutate(
      { id: submission._id, status: next, reviewNotes: submission.reviewNotes ?? '' },
      { onError: () => setFailure('Failed to update submission status') },
    );
  };

  const exportCsv = async () => {
    setFailure(null);
    setExporting(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await downloadFile(
        `/submissions/form/${encodeURIComponent(formId)}/export`,
        { status, search, dateFrom, dateTo: dateFrom ? today : '' },
        `${title}_submissions.csv`,
      );
    } catch {
      setFailure('Failed to export submissions');
    } finally {
      setExporting(false);
    }
  };

  const breakdown = stats.data?.statusBreakdown;
  const viewProps = {
    submissions,
    fields,
    selected,
    onToggle: toggle,
    onView: setReviewing,
    onStatus,
    busyId: updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null,
  };

  let body;
  if (list.data && view === 'analytics') {
    body = <SubmissionsAnalytics formId={formId} period={range} stats={stats.data} />;
  } else {
    body = (
      <ListStates
        query={list}
        loading="Loading submissions..."
        failed="Failed to fetch submissions"
        empty={
          <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
            <p className="font-semibold text-slate-900">No submissions found</p>
            <p className="mt-1 text-sm text-slate-700">Try adjusting your filters or check back later.</p>
          </div>
        }
        isEmpty={(data) => data.submissions.length === 0}
        hrefFor={hrefFor}
        numbered
      >
        {() => (
          <>
            <label className="mb-2 flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={submissions.every((s) => selected.has(s._id))}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(submissions.map((s) => s._id)) : new Set())
                }
              />
              Select all on this page
            </label>
            {view === 'table' ? <SubmissionsTable {...viewProps} /> : <SubmissionCards {...viewProps} />}
          </>
        )}
      </ListStates>
    );
  }

  return (
    <>
      <AdminPageHeader title={`${title} - Submissions`} subtitle="Manage and analyze form submissions">
        <Link to="/admin/forms" className={buttonClasses('secondary')}>
          Back to forms
        </Link>
      </AdminPageHeader>
      <div className="space-y-4">
        <StatCards
          stats={[
            { label: 'Total Submissions', value: stats.data?.totalSubmissions ?? '-' },
            { label: 'Approved', value: breakdown?.approved ?? '-' },
            { label: 'Pending Review', value: breakdown?.pending ?? '-' },
            { label: 'Rejected', value: breakdown?.rejected ?? '-' },
          ]}
        />
        <FilterBar
          filters={FILTERS}
          values={{ ...filters, range, sort }}
          onChange={setParam}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_12rem]"
        />
        <div className="flex flex-wrap items-center gap-2">
          <ToggleGroup label="View" options={VIEWS} value={view} onChange={setView} />
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon className="size-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void Promise.all([list.refetch(), stats.refetch()])}
            disabled={list.isFetching}
          >
            <RefreshIcon className="size-4" />
            Refresh
          </Button>
        </div>
        {selected.size > 0 && (
          <div className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
            <span className="font-medium text-slate-900">{selected.size} submission(s) selected</span>
            <Button onClick={() => runBulk('approved')} disabled={bulk.isPending}>
              Approve
            </Button>
            <Button variant="danger" onClick={() => runBulk('rejected')} disabled={bulk.isPending}>
              Reject
            </Button>
            <Button variant="secondary" onClick={() => runBulk('flag')} disabled={bulk.isPending}>
              Flag
            </Button>
            <Button variant="ghost" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        {body}
      </div>
      {reviewing && <ReviewModal submission={reviewing} fields={fields} onClose={() => setReviewing(null)} />}
    </>
  );
}
