/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REPORT_LIMITS, type ModerationActionBody, type ModerationItem } from '@sangam/shared/moderation';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Badge, accountStatusTone } from '../../../components/ui/Badge.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { say } from '../../../i18n/useT.ts';
import { capitalise, formatDate, formatDateTime } from '../../../lib/format.ts';
import { dropFromQueue, refreshAfterDecision, useModerate } from '../api/moderate.ts';
import {
  KIND_LABELS,
  REASON_LABELS,
  actionsFor,
  isPending,
  resultLine,
  subjectName,
  type ActionSpec,
} from './moderationLabels.ts';

const DAYS_ERROR = `Enter a whole number of days from 1 to ${REPORT_LIMITS.suspendDaysMax}, or leave it empty.`;
const GONE = 'This no longer waits for review: another admin has already decided it. The list is up to date.';
const FAILED = 'Could not save the decision. Please try again.';

const VARIANTS: Record<ActionSpec['tone'], ButtonVariant> = {
  neutral: 'secondary',
  green: 'primary',
  amber: 'secondary',
  danger: 'danger',
};

const BUSY_LABELS: Record<string, string> = {
  Keep: 'Keeping...',
  Approve: 'Approving...',
  Remove: 'Removing...',
  Reject: 'Rejecting...',
  Warn: 'Warning...',
  Suspend: 'Suspending...',
};

/** '' is until lifted; otherwise a whole number of days within the limit, or null when it is not one. */
function readDays(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= REPORT_LIMITS.suspendDaysMax ? days : null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

interface ModerationItemCardProps {
  item: ModerationItem;
  /** The decision was taken: the server's sentence (the item has left the queue). */
  onDecided: (message: string) => void;
  /** Another admin decided first (404): why it left the queue. */
  onGone: (message: string) => void;
}

/** One subject waiting for review: what it is, who wrote it, why members reported it, and the decisions. */
export function ModerationItemCard({ item, onDecided, onGone }: ModerationItemCardProps) {
  const headingId = useId();
  const client = useQueryClient();
  const moderate = useModerate();
  const [note, setNote] = useState('');
  const [daysText, setDaysText] = useState('');
  const [daysError, setDaysError] = useState<string | undefined>();
  const [asking, setAsking] = useState<ActionSpec | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const pending = isPending(item);
  const actions = actionsFor(item);
  const running = moderate.isPending ? moderate.variables?.body.action : undefined;
  const author = item.author;

  const send = async (spec: ActionSpec) => {
    const days = readDays(daysText);
    const body: ModerationActionBody = {
      action: spec.action,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(spec.action === 'suspend' && typeof days === 'number' ? { days } : {}),
    };
    setError(null);
    setDialogError(null);
    try {
      const reply = await moderate.mutateAsync({ item, body });
      setAsking(null);
      onDecided(resultLine(item, spec.action, say(reply.message)));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404) {
        setAsking(null);
        dropFromQueue(client, item);
        refreshAfterDecision(client);
        onGone(messageOr(failure, GONE));
        return;
      }
      const text = isApiError(failure) ? failure.message : FAILED;
      if (spec.confirm) setDialogError(text);
      else setError(text);
    }
  };

  const choose = (spec: ActionSpec) => {
    if (spec.action === 'suspend') {
      if (readDays(daysText) === null) {
        setDaysError(DAYS_ERROR);
        return;
      }
      setDaysError(undefined);
    }
    if (spec.confirm) {
      setDialogError(null);
      setAsking(spec);
    } else void send(spec);
  };

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone={pending ? 'amber' : 'blue'}>{KIND_LABELS[item.kind]}</Badge>
        {item.hidden && <Badge tone="red">Hidden from members</Badge>}
        <span>
          Waiting since <time dateTime={item.waitingSince}>{formatDateTime(item.waitingSince)}</time>
        </span>
      </div>

      <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-slate-900">
        {item.title}
      </h2>
      {item.content && item.content !== item.title && (
        <p className="mt-1 text-base break-words whitespace-pre-line text-slate-800">{item.content}</p>
      )}
      {item.link && (
        <a
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          See it on the site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}

      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-700">{item.kind === 'member' ? 'Member' : 'Author'}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-900">
            {author ? (
              <>
                <span>{author.name}</span>
                <Badge tone={accountStatusTone(author.accountStatus)}>{capitalise(author.accountStatus)}</Badge>
              </>
            ) : (
              <span className="text-slate-600">Account deleted</span>
            )}
          </dd>
        </div>
        {item.reportCount > 0 && (
          <div>
            <dt className="font-medium text-slate-700">Reported by</dt>
            <dd className="mt-0.5 text-slate-900">{plural(item.reportCount, 'member')}</dd>
          </div>
        )}
      </dl>

      {item.reasons.length > 0 && (
        <ul aria-label="Reasons" className="mt-3 flex flex-wrap gap-2">
          {item.reasons.map(({ reason, count }) => (
            <li key={reason}>
              <Badge tone="slate">
                {REASON_LABELS[reason]} × {count}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {item.notes.length > 0 && (
        <section className="mt-3">
          <h3 className="text-sm font-semibold text-slate-800">Reporters&apos; notes</h3>
          <ul className="mt-1 space-y-2">
            {item.notes.map((entry, index) => (
              <li key={`${entry.reporter}-${entry.at}-${index}`} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="break-words whitespace-pre-line text-slate-900">{entry.note}</p>
                <p className="mt-1 text-slate-700">
                  {entry.reporter} · {REASON_LABELS[entry.reason]} · {formatDate(entry.at)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-4 border-t border-slate-200 pt-4">
        <div className={`grid gap-3 ${author ? 'sm:grid-cols-[1fr_13rem]' : ''}`}>
          <TextAreaField
            label={pending ? 'Note to the owner (optional)' : 'Note to the author (optional)'}
            value={note}
            maxLength={REPORT_LIMITS.moderationNoteMax}
            length={note.length}
            onChange={(event) => setNote(event.target.value)}
          />
          {author && (
            <TextField
              label="Suspend for (days)"
              inputMode="numeric"
              value={daysText}
              hint="Empty: until an admin lifts it."
              error={daysError}
              onChange={(event) => {
                setDaysText(event.target.value);
                setDaysError(undefined);
              }}
            />
          )}
        </div>
        {error && <Alert className="mt-3">{error}</Alert>}
        <div role="group" aria-label="Decision" className="mt-3 flex flex-wrap gap-2">
          {actions.map((spec) => (
            <Button
              key={spec.action}
              variant={VARIANTS[spec.tone]}
              disabled={moderate.isPending}
              onClick={() => choose(spec)}
            >
              {running === spec.action && !spec.confirm ? BUSY_LABELS[spec.label] : spec.label}
            </Button>
          ))}
        </div>
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asking ? confirmTitle(item, asking) : ''}
        confirmLabel={asking?.label ?? ''}
        busyLabel={asking ? BUSY_LABELS[asking.label] : undefined}
        busy={moderate.isPending}
        error={dialogError}
        danger
        onConfirm={() => asking && void send(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking && <ConfirmBody item={item} spec={asking} note={note.trim()} days={readDays(daysText)} />}
      </ConfirmDialog>
    </article>
  );
}

function confirmTitle(item: ModerationItem, spec: ActionSpec): string {
  if (spec.action === 'suspend') return `Suspend ${item.author?.name ?? 'the author'}?`;
  return `${spec.label} ${subjectName(item)}?`;
}

function ConfirmBody({
  item,
  spec,
  note,
  days,
}: {
  item: ModerationItem;
  spec: ActionSpec;
  note: string;
  days: number | undefined | null;
}) {
  const whom = isPending(item) ? 'owner' : item.kind === 'member' ? 'member' : 'author';
  return (
    <div className="space-y-2">
      <p className="font-medium break-words text-slate-900">“{item.title}”</p>
      {spec.action === 'suspend' ? (
        <p>
          {item.author?.name ?? 'The author'}&apos;s account will be suspended{' '}
          {typeof days === 'number' ? `for ${plural(days, 'day')}` : 'until an admin lifts the suspension'}.
          {item.kind !== 'member' && ` ${capitalise(subjectName(item))} is removed too.`}
        </p>
      ) : isPending(item) ? (
        <p>It will not be published, and its owner is told.</p>
      ) : (
        <p>Members will no longer see it. The members who reported it are told it was removed.</p>
      )}
      <p>{note ? `Your note goes to the ${whom}: “${note}”` : `No note goes to the ${whom}.`}</p>
    </div>
  );
}
