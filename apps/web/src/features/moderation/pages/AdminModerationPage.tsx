import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MODERATION_KINDS,
  REPORT_REASONS,
  type ModerationCounts,
  type ModerationKind,
  type ReportReason,
} from '@sangam/shared/moderation';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { ListStates } from '../../../components/admin/ListStates.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { Alert, type AlertTone } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { formatNumber, formatTotal } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useModeration } from '../api/getModeration.ts';
import { ModerationItemCard } from '../components/ModerationItemCard.tsx';
import { KIND_FILTER_LABELS, REASON_LABELS } from '../components/moderationLabels.ts';

const FILTERS = ['kind', 'reason'] as const;
const FILTER_BAR: FilterSpec<(typeof FILTERS)[number]>[] = [
  {
    kind: 'select',
    name: 'kind',
    label: 'Kind',
    options: withAll('Everything waiting', MODERATION_KINDS, (kind) => KIND_FILTER_LABELS[kind as ModerationKind]),
  },
  {
    kind: 'select',
    name: 'reason',
    label: 'Reason',
    options: withAll('All reasons', REPORT_REASONS, (reason) => REASON_LABELS[reason as ReportReason]),
  },
];

/** "5 waiting: 3 reported, 1 listing, 1 matrimonial profile". */
function waitingLine({ total, reports, listings, matrimonial }: ModerationCounts): string {
  const n = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;
  return `${formatNumber(total)} waiting: ${formatNumber(reports)} reported, ${n(listings, 'listing', 'listings')}, ${n(
    matrimonial,
    'matrimonial profile',
    'matrimonial profiles',
  )}`;
}

interface Notice {
  tone: AlertTone;
  text: string;
  /** Each notice is a new one (the same words twice still take the focus). */
  at: number;
}

/**
 * /admin/moderation: one list of everything waiting for an admin (subjects members reported, new listings and
 * matrimonial profiles), oldest first, with the decisions on each.
 */
export function AdminModerationPage() {
  const { filters, page, setFilter, clearFilters, hrefFor } = useUrlFilters(FILTERS);
  const queue = useModeration({ ...filters, page });
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The decided item's buttons leave with it: the focus goes to what was done, not to the page's start.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const tell = (tone: AlertTone) => (text: string) => setNotice({ tone, text, at: Date.now() });
  const filtered = filters.kind !== '' || filters.reason !== '';

  const changeFilter = (name: (typeof FILTERS)[number], value: string) => {
    setNotice(null);
    setFilter(name, value);
  };

  return (
    <>
      <AdminPageHeader
        title="Moderation"
        subtitle="What members reported, and new listings and matrimonial profiles, oldest first. Keep dismisses the reports, Remove hides it from members, Warn sends the author your note, Suspend stops the author's account."
      >
        <RefreshButton query={queue} />
      </AdminPageHeader>

      <div className="space-y-4">
        <FilterBar
          filters={FILTER_BAR}
          values={filters}
          onChange={changeFilter}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
        />
        {notice && (
          <div ref={noticeRef} tabIndex={-1} className="rounded-lg outline-none focus-visible:ring-2">
            <Alert tone={notice.tone} className="flex flex-wrap items-center justify-between gap-2">
              <span>{notice.text}</span>
              <Button variant="ghost" onClick={() => setNotice(null)}>
                Dismiss
              </Button>
            </Alert>
          </div>
        )}
        <ListStates
          query={queue}
          loading="Loading the moderation queue..."
          failed="Could not load the moderation queue. Please try again."
          isEmpty={(data) => data.items.length === 0}
          empty={
            <div className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
              <p className="text-base font-medium text-slate-900">Nothing waiting for review</p>
              {filtered && <p className="mt-1">No item matches these filters.</p>}
              {(filtered || page > 1) && (
                <div className="mt-3 flex flex-wrap justify-center gap-2">
                  {filtered && (
                    <Button variant="secondary" onClick={clearFilters}>
                      Show everything
                    </Button>
                  )}
                  {!filtered && page > 1 && (
                    <Link to={hrefFor(1)} className="inline-flex min-h-11 items-center font-semibold underline">
                      Back to the first page
                    </Link>
                  )}
                </div>
              )}
            </div>
          }
          // The counts are the whole queue's; with a filter, how many match comes first.
          count={(data, info) =>
            filtered ? `${formatTotal(info)} matching · ${waitingLine(data.counts)}` : waitingLine(data.counts)
          }
          hrefFor={hrefFor}
        >
          {(data) => (
            <ul className="space-y-4">
              {data.items.map((item) => (
                <li key={`${item.subjectType}:${item.subjectId}`}>
                  <ModerationItemCard item={item} onDecided={tell('success')} onGone={tell('warning')} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </>
  );
}
