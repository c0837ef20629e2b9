import { Link } from 'react-router';
import { auditValue, type AuditLogEntry } from '@sangam/shared/audit';
import type { Column } from '../../../components/admin/AdminList.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Each changed field on its own line: "title: Old → New". */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const entries = Object.entries(changes);
  if (!entries.length) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-1">
      {entries.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-slate-900">{field}</span>: <span>{auditValue(before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <span>{auditValue(after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A name that filters the log to it: a link with a full-size tap target. */
const FILTER_LINK = 'inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2';

/** The audit log's columns: time, who, what, to which subject, the changes, from where. */
export const AUDIT_COLUMNS: Column<AuditLogEntry>[] = [
  { header: 'Time', className: 'whitespace-nowrap text-slate-700', cell: (entry) => formatDateTime(entry.createdAt) },
  {
    header: 'Actor',
    rowHeader: true,
    className: 'font-medium text-slate-900',
    cell: (entry) =>
      entry.actor._id ? (
        <Link
          to={`?actor=${encodeURIComponent(entry.actor._id)}`}
          className={FILTER_LINK}
          title="Only this admin's actions"
        >
          {entry.actor.name}
        </Link>
      ) : (
        entry.actor.name
      ),
  },
  { header: 'Action', className: 'font-mono text-sm text-slate-800', cell: (entry) => entry.action },
  {
    header: 'Subject',
    className: '',
    cell: (entry) => (
      <>
        {entry.subject._id ? (
          <Link
            to={`?subject=${encodeURIComponent(entry.subject._id)}`}
            className={FILTER_LINK}
            title="Only this record's history"
          >
            {entry.subject.name || entry.subject._id}
          </Link>
        ) : (
          <span className="block text-slate-900">{entry.subject.name || '—'}</span>
        )}
        {entry.subjectType && <span className="block text-sm text-slate-600">{entry.subjectType}</span>}
      </>
    ),
  },
  {
    header: 'Changes',
    className: 'text-slate-700 max-w-md',
    cell: (entry) => (
      <>
        <AuditChanges changes={entry.changes} />
        {entry.details && <p className="mt-1 text-sm text-slate-600">{entry.details}</p>}
      </>
    ),
  },
  {
    header: 'Client address',
    className: 'whitespace-nowrap font-mono text-sm text-slate-700',
    cell: (entry) => entry.clientAddress ?? '—',
  },
];
