import { FORM_LIMITS, SUBMISSION_STATUSES } from '@sangam/shared/form-messages';
import type { FormField } from '@sangam/shared/forms';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { capitalise as label } from '../../../lib/format.ts';
import type { Submission } from '../api/types.ts';
import { preview, submissionTone, submitterEmail, submitterName } from '../lib/present.ts';

export interface SubmissionViewProps {
  submissions: Submission[];
  fields: readonly Pick<FormField, 'id' | 'label'>[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onView: (submission: Submission) => void;
  onStatus: (submission: Submission, status: string) => void;
  busyId: string | null;
}

const STATUS_OPTIONS = SUBMISSION_STATUSES.map((s) => ({ value: s, label: label(s) }));

function StatusSelect({
  submission,
  onStatus,
  busy,
}: {
  submission: Submission;
  onStatus: SubmissionViewProps['onStatus'];
  busy: boolean;
}) {
  return (
    <select
      aria-label={`Status of the submission from ${submitterName(submission)}`}
      value={submission.status}
      disabled={busy}
      onChange={(event) => onStatus(submission, event.target.value)}
      className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base"
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const box = 'size-5';
const viewButton =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50';

/** One submission's part of a view; the view's props pass through. */
type PartProps = SubmissionViewProps & { submission: Submission; className: string };

/** The check box that picks a submission for the bulk actions. */
function SelectBox({ submission, className, selected, onToggle }: PartProps) {
  return (
    <input
      type="checkbox"
      className={className}
      aria-label={`Select the submission from ${submitterName(submission)}`}
      checked={selected.has(submission._id)}
      onChange={() => onToggle(submission._id)}
    />
  );
}

/** A submission's View button and status select. */
function SubmissionControls({ submission, className, onView, onStatus, busyId }: PartProps) {
  return (
    <div className={className}>
      <button type="button" className={viewButton} onClick={() => onView(submission)}>
        View
      </button>
      <StatusSelect submission={submission} onStatus={onStatus} busy={busyId === submission._id} />
    </div>
  );
}

export function SubmissionsTable(props: SubmissionViewProps) {
  const { submissions, fields } = props;
  return (
    <AdminTable columns={['', 'Submitter', 'Status', 'Submitted', 'Data Preview', 'Actions']} minWidth="min-w-[56rem]">
      {submissions.map((submission) => (
        <tr key={submission._id}>
          <td className="px-3 py-2">
            <SelectBox {...props} submission={submission} className={box} />
          </td>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            <span className="block text-slate-900">{submitterName(submission)}</span>
            <span className="block text-sm font-normal text-slate-600">{submitterEmail(submission)}</span>
          </th>
          <td className="px-3 py-2">
            <Badge tone={submissionTone(submission.status)}>{label(submission.status)}</Badge>
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(submission.createdAt)}</td>
          <td className="max-w-xs px-3 py-2 text-sm text-slate-700">
            {preview(submission, fields, FORM_LIMITS.tablePreviewEntries, FORM_LIMITS.tablePreviewChars).map(
              (entry) => (
                <span key={entry.label} className="block break-words">
                  <span className="font-medium">{entry.label}:</span> {entry.text}
                </span>
              ),
            )}
          </td>
          <td className="px-3 py-1">
            <SubmissionControls {...props} submission={submission} className="flex items-center gap-2" />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function SubmissionCards(props: SubmissionViewProps) {
  const { submissions, fields } = props;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {submissions.map((submission) => (
        <li key={submission._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start gap-3">
            <SelectBox {...props} submission={submission} className={`${box} mt-1`} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{submitterName(submission)}</p>
              <p className="text-sm text-slate-600">{formatDateTime(submission.createdAt)}</p>
            </div>
            <Badge tone={submissionTone(submission.status)}>{label(submission.status)}</Badge>
          </div>
          <dl className="mt-3 space-y-1 text-sm text-slate-700">
            {preview(submission, fields, FORM_LIMITS.cardPreviewEntries, FORM_LIMITS.cardPreviewChars).map((entry) => (
              <div key={entry.label} className="break-words">
                <dt className="inline font-medium">{entry.label}: </dt>
                <dd className="inline">{entry.text}</dd>
              </div>
            ))}
          </dl>
          <SubmissionControls {...props} submission={submission} className="mt-3 flex items-center gap-2" />
        </li>
      ))}
    </ul>
  );
}
