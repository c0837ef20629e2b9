import type { FormField } from '@sangam/shared/forms';
import type { BadgeTone } from '../../../components/ui/Badge.tsx';
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

export type Options = readonly { label: string; value: string }[] | undefined;

/** A stored answer as text: chosen options by their labels, files by name, signatures as words. */
export function answerText(value: unknown, options?: Options): string {
  if (value === null || value === undefined) return '';
  const named = (v: unknown) => options?.find((o) => o.value === String(v))?.label ?? String(v);
  if (Array.isArray(value)) return value.map(named).join(', ');
  if (typeof value === 'object') {
    const file = value as { name?: unknown };
    return typeof file.name === 'string' ? file.name : 'File';
  }
  const text = named(value);
  return text.startsWith('data:image/') ? '(signature)' : text;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

type Described = Pick<FormField, 'id' | 'label'> & { options?: Options };

/** The fields a submission is read with: its own version's, else the form's current ones. */
export function fieldsFor(submission: Submission, fields: readonly Described[]) {
  const byId = new Map<string, Described>(fields.map((f) => [f.id, f]));
  for (const f of submission.fields ?? []) {
    const current = byId.get(f.id);
    byId.set(f.id, { ...current, ...f, options: f.options ?? current?.options });
  }
  return byId;
}

/** The spec's data preview: the first entries, each truncated. */
export function preview(
  submission: Submission,
  fields: readonly Described[],
  entries: number,
  chars: number,
): { label: string; text: string }[] {
  const byId = fieldsFor(submission, fields);
  return Object.entries(submission.data ?? {})
    .filter(([, value]) => answerText(value) !== '')
    .slice(0, entries)
    .map(([id, value]) => ({
      label: byId.get(id)?.label ?? id,
      text: truncate(answerText(value, byId.get(id)?.options), chars),
    }));
}
