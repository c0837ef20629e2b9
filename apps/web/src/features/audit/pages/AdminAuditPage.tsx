import { AUDIT_SUBJECT_TYPES } from '@sangam/shared/audit';
import { messageOr } from '../../../api/errors.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { DownloadIcon } from '../../../components/admin/AdminIcons.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { countLine } from '../../../components/admin/countLine.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useExportAuditLog } from '../api/exportAuditLog.ts';
import { AUDIT_FILTER_KEYS, useAuditLog, type AuditFilters } from '../api/getAuditLog.ts';
import { AUDIT_COLUMNS } from '../components/auditColumns.tsx';

const filtersOf = (values: AuditFilters): FilterSpec<keyof AuditFilters>[] => [
  { kind: 'text', name: 'actor', label: 'Actor', placeholder: 'Name or ID' },
  { kind: 'text', name: 'action', label: 'Action', placeholder: 'e.g. listing.approve' },
  { kind: 'select', name: 'subjectType', label: 'Subject type', options: withAll('All subjects', AUDIT_SUBJECT_TYPES) },
  { kind: 'text', name: 'subject', label: 'Subject ID', placeholder: 'The record’s ID' },
  { kind: 'date', name: 'from', label: 'From date', max: values.to || undefined },
  { kind: 'date', name: 'to', label: 'To date', min: values.from || undefined },
];

/** Every admin action, newest first: who did what to which record, the changes, when and from where. Read-only. */
export function AdminAuditPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(AUDIT_FILTER_KEYS);
  const log = useAuditLog({ ...filters, page });
  const exportCsv = useExportAuditLog();

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        subtitle="Every admin action: who, what, before and after, when and from where."
      >
        <RefreshButton query={log} />
        <Button variant="secondary" onClick={() => exportCsv.mutate(filters)} disabled={exportCsv.isPending}>
          <DownloadIcon className="size-4" />
          {exportCsv.isPending ? 'Downloading...' : 'Download CSV'}
        </Button>
      </AdminPageHeader>
      <div className="space-y-4">
        <FilterBar
          filters={filtersOf(filters)}
          values={filters}
          onChange={setFilter}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
        />
        {exportCsv.isError && (
          <Alert>{messageOr(exportCsv.error, 'Failed to download the audit log. Please try again.')}</Alert>
        )}
        <AdminList
          query={log}
          loading="Loading the audit log..."
          failed={log.isError ? messageOr(log.error, 'Failed to load the audit log. Please try again.') : ''}
          empty="No audit entries match these filters"
          count={countLine('entry', 'entries')}
          hrefFor={hrefFor}
          rows={(reply) => reply.entries}
          rowKey={(entry) => entry._id}
          minWidth="min-w-[64rem]"
          caption="Audit log"
          rowClassName={() => 'align-top'}
          columns={AUDIT_COLUMNS}
        />
      </div>
    </>
  );
}
