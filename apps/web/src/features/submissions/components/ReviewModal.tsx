import { useState } from 'react';
import { SUBMISSION_STATUSES } from '@sangam/shared/form-messages';
import type { FormField } from '@sangam/shared/forms';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { capitalise as label } from '../../../lib/format.ts';
import type { Submission } from '../api/types.ts';
import { useUpdateSubmissionStatus } from '../api/updateSubmissions.ts';
import { answerText, fieldsFor, submitterEmail, submitterName } from '../lib/present.ts';

interface ReviewProps {
  submission: Submission;
  fields: readonly Pick<FormField, 'id' | 'label'>[];
  onClose: () => void;
}

/** The review in a dialog over the submissions list. */
export function ReviewModal(props: ReviewProps) {
  return (
    <Modal open title={`Submission from ${submitterName(props.submission)}`} onClose={props.onClose} size="lg">
      <SubmissionReview {...props} />
    </Modal>
  );
}

/** One submission in full, with its review: status, notes and a rating from 1 to 5. */
export function SubmissionReview({
  submission,
  fields,
  onClose,
  closeLabel = 'Close',
}: ReviewProps & { closeLabel?: string }) {
  const update = useUpdateSubmissionStatus();
  const [status, setStatus] = useState(submission.status);
  const [notes, setNotes] = useState(submission.reviewNotes ?? '');
  const [rating, setRating] = useState<number | null>(submission.rating ?? null);
  const byId = fieldsFor(submission, fields);

  return (
    <>
      <p className="text-sm text-slate-700">
        {submitterEmail(submission) && <>{submitterEmail(submission)} · </>}
        Submitted {formatDateTime(submission.createdAt)}
        {submission.reviewedAt && <> · Reviewed {formatDateTime(submission.reviewedAt)}</>}
      </p>
      <dl className="mt-4 space-y-3">
        {Object.entries(submission.data ?? {}).map(([id, value]) => (
          <div key={id}>
            <dt className="text-sm font-medium text-slate-700">{byId.get(id)?.label ?? id}</dt>
            <dd className="text-base break-words text-slate-900">
              <AnswerValue value={value} options={byId.get(id)?.options} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 space-y-3 border-t border-slate-200 pt-4">
        <SelectField
          label="Status"
          value={status}
          options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          onChange={(event) => setStatus(event.target.value)}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">Rating</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={rating === n}
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
                onClick={() => setRating(rating === n ? null : n)}
                className={`size-11 text-3xl ${rating !== null && n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </button>
            ))}
          </div>
        </fieldset>
        <TextAreaField label="Review notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        {update.isError && <Alert>Failed to update submission status</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ id: submission._id, status, reviewNotes: notes, rating }, { onSuccess: onClose })
            }
          >
            {update.isPending ? 'Saving...' : 'Save review'}
          </Button>
        </div>
      </div>
    </>
  );
}

/** Files and signatures open through their signed URL; signatures and images show as pictures. */
function AnswerValue({ value, options }: { value: unknown; options?: readonly { label: string; value: string }[] }) {
  if (typeof value === 'string' && value.startsWith('data:image/png')) {
    return <img src={value} alt="Signature" className="h-24 rounded border border-slate-200 bg-white" />;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const file = value as { url?: unknown; name?: unknown; contentType?: unknown };
    if (typeof file.url === 'string') {
      const name = typeof file.name === 'string' ? file.name : 'File';
      return (
        <a href={file.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {typeof file.contentType === 'string' && file.contentType.startsWith('image/') ? (
            <img src={file.url} alt={name} className="max-h-32 rounded border border-slate-200 bg-white" />
          ) : (
            name
          )}
        </a>
      );
    }
  }
  return <>{answerText(value, options) || '-'}</>;
}
