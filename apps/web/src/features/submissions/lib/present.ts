import type { FormField } from '@sangam/shared/forms';
import type { BadgeTone } from '../../../components/admin/Badge.tsx';
import type { Submission } from '../api/types.ts';

export const DATE_RANGES = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'all', label: 'All time', days: 0 },
] as const;

export const SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-rating', label: 'Rating (high to low)' },
  { value: 'status', label: 'Status' },
] as const;

/** The first day of a range as YYYY-MM-DD, or '' for all time. */
export function rangeStart(range: string, now = new Date()): string {
  const days = DATE_RANGES.find((r) => r.value === range)?.days ?? 30;
  if (!days) return '';
  const start = new Date(now.getTime() - days * 86_400_000);
  return start.toISOString().slice(0, 10);
}

export const submissionTone = (status: string): BadgeTone =>
  status === 'approved'
    ? 'green'
    : status === 'rejected' || status === 'spam'
      ? 'red'
      : status === 'reviewed'
        ? 'blue'
        : 'amber';

export const submitterName = (submission: Submission) =>
  submission.submittedBy?.name || submission.submitterInfo?.name || 'Anonymous';
export const submitterEmail = (submission: Submission) =>
  submission.submittedBy?.email || submission.submitterInfo?.email || '';

/** A stored answer as text: option lists joined, files by name, signatures as words. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') {
    const file = value as { name?: unknown };
    return typeof file.name === 'string' ? file.name : 'File';
  }
  const text = String(value);
  return text.startsWith('data:image/') ? '(signature)' : text;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** The field labels a submission is read with: its own version's, else the form's current ones. */
export function labelsFor(submission: Submission, fields: readonly Pick<FormField, 'id' | 'label'>[]) {
  const labels = new Map(fields.map((f) => [f.id, f.label]));
  for (const f of submission.fields ?? []) labels.set(f.id, f.label);
  return labels;
}

/** The spec's data preview: the first entries, each truncated. */
export function preview(
  submission: Submission,
  fields: readonly Pick<FormField, 'id' | 'label'>[],
  entries: number,
  chars: number,
): { label: string; text: string }[] {
  const labels = labelsFor(submission, fields);
  return Object.entries(submission.data ?? {})
    .filter(([, value]) => answerText(value) !== '')
    .slice(0, entries)
    .map(([id, value]) => ({ label: labels.get(id) ?? id, text: truncate(answerText(value), chars) }));
}
