import type { ModerationAction, ModerationItem, ModerationKind, ReportReason } from '@sangam/shared/moderation';

// The moderation queue is an admin screen: English for now (issue 32), as the other admin screens.

export const KIND_LABELS: Record<ModerationKind, string> = {
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  listing: 'Listing',
  matrimonial: 'Matrimonial profile',
  member: 'Member',
  pending_listing: 'Pending listing',
  pending_matrimonial: 'Pending matrimonial profile',
};

/** The filter's names of the kinds (plural). */
export const KIND_FILTER_LABELS: Record<ModerationKind, string> = {
  question: 'Reported questions',
  answer: 'Reported answers',
  comment: 'Reported comments',
  listing: 'Reported listings',
  matrimonial: 'Reported matrimonial profiles',
  member: 'Reported members',
  pending_listing: 'Pending listings',
  pending_matrimonial: 'Pending matrimonial profiles',
};

/** As the reporters chose them (common.report.reason.*). */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  abusive: 'Abusive or harassing',
  fake: 'Fake or misleading',
  inappropriate: 'Inappropriate',
  other: 'Something else',
};

export const isPending = (item: Pick<ModerationItem, 'kind'>) =>
  item.kind === 'pending_listing' || item.kind === 'pending_matrimonial';

/** The thing itself in a sentence: "this answer", "this pending listing", "this member". */
export const subjectName = (item: Pick<ModerationItem, 'kind'>) => `this ${KIND_LABELS[item.kind].toLowerCase()}`;

export interface ActionSpec {
  action: ModerationAction;
  label: string;
  /** Asked again in a dialog before it is sent (remove, reject and suspend). */
  confirm: boolean;
  tone: 'neutral' | 'danger' | 'amber' | 'green';
}

/**
 * The decisions offered for an item. A reported subject: keep (dismiss the reports), remove, warn the author, suspend
 * the author (which removes the post too). A pending listing or matrimonial profile: approve (keep) or reject
 * (remove), or suspend its owner (a spammer's listing goes with them); a warning would leave it waiting, so none.
 */
export function actionsFor(item: Pick<ModerationItem, 'kind' | 'author'>): ActionSpec[] {
  const pending = isPending(item);
  const actions: ActionSpec[] = [
    { action: 'keep', label: pending ? 'Approve' : 'Keep', confirm: false, tone: 'green' },
    { action: 'remove', label: pending ? 'Reject' : 'Remove', confirm: true, tone: 'danger' },
  ];
  if (item.author && !pending) actions.push({ action: 'warn', label: 'Warn', confirm: false, tone: 'amber' });
  if (item.author) actions.push({ action: 'suspend', label: 'Suspend', confirm: true, tone: 'danger' });
  return actions;
}

/** The result line: the item's title, then what was done (the server's sentence; a pending one's in its own words). */
export function resultLine(item: Pick<ModerationItem, 'kind' | 'title'>, action: ModerationAction, said: string) {
  const done =
    isPending(item) && action === 'keep' ? 'Approved.' : isPending(item) && action === 'remove' ? 'Rejected.' : said;
  return item.title ? `“${item.title}”: ${done}` : done;
}
