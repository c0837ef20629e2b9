import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import {
  MODERATION_MESSAGES as M,
  REPORT_LIMITS,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type ModerationAction,
  type ModerationActionBody,
  type ModerationCounts,
  type ModerationItem,
  type ModerationKind,
  type ModerationReply,
  type ReportReason,
  type ReportSubjectType,
} from '@sangam/shared/moderation';
import { paginate } from '@sangam/shared/pagination';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import type { Db } from '../../db/dialect.ts';
import type { ModerationState } from '../../db/types.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit, type AuditRecord } from '../audit/audit.queries.ts';
import { deleteSessionsOfUser } from '../auth/sessions.queries.ts';
import { updateListing } from '../listings/listings.queries.ts';
import { reviewProfile } from '../matrimonial/matrimonial.review.service.ts';
import { updateUser, type MemberRow } from '../members/members.queries.ts';
import { notify } from '../notifications/notify.service.ts';
import {
  closeReports,
  findWaiting,
  isPendingListing,
  isPendingProfile,
  oldestPendingListings,
  oldestPendingProfiles,
  oldestReported,
  openReportsOf,
  takeOffQueue,
  waitingCounts,
  type SubjectKey,
} from './moderation.queries.ts';
import { loadSubject, type Subject } from './subjects.ts';

const PAGE = REPORT_LIMITS.queuePageSize;
/** Reports shown per item (the count says how many there are in all). */
const REPORTS_SHOWN = 50;
const DAY_MS = 86_400_000;

const isReportKind = (kind: ModerationKind | undefined): kind is ReportSubjectType =>
  (REPORT_SUBJECT_TYPES as readonly string[]).includes(kind ?? '');

export async function moderationCounts(db: Db): Promise<ModerationCounts> {
  const counts = await waitingCounts(db);
  return { ...counts, total: counts.reports + counts.listings + counts.matrimonial };
}

type Waiting = { kind: ModerationKind; key: SubjectKey; since: string; hidden: boolean };

/**
 * Everything waiting for an admin, oldest first: reported subjects (grouped: one item per subject), pending
 * listings and pending matrimonial profiles. Each source is read in its own index order up to the page's end and
 * the three are merged, so a page costs the same however long the queue is behind it.
 */
export async function moderationQueue(
  db: Db,
  { page, kind, reason }: { page: number; kind?: ModerationKind; reason?: ReportReason },
): Promise<ModerationReply> {
  const upTo = page * PAGE;
  const reports = !kind || isReportKind(kind);
  const listings = (!kind || kind === 'pending_listing') && !reason;
  const profiles = (!kind || kind === 'pending_matrimonial') && !reason;
  const filter = { type: isReportKind(kind) ? kind : undefined, reason };
  const [reported, pendingListings, pendingProfiles, counts, filtered] = await Promise.all([
    reports ? oldestReported(db, filter, upTo) : [],
    listings ? oldestPendingListings(db, upTo) : [],
    profiles ? oldestPendingProfiles(db, upTo) : [],
    moderationCounts(db),
    waitingCountsFor(db, filter, { reports, listings, profiles }),
  ]);
  const waiting: Waiting[] = [
    ...reported.map((row) => ({
      kind: row.subjectType as ReportSubjectType,
      key: { type: row.subjectType as ReportSubjectType, id: row.subjectId },
      since: row.firstReportedAt,
      hidden: row.hidden === 1,
    })),
    ...pendingListings.map((row) => ({
      kind: 'pending_listing' as const,
      key: { type: 'listing' as const, id: row.id },
      since: row.createdAt,
      hidden: false,
    })),
    ...pendingProfiles.map((row) => ({
      kind: 'pending_matrimonial' as const,
      key: { type: 'matrimonial' as const, id: row.id },
      since: row.createdAt,
      hidden: false,
    })),
  ]
    .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0))
    .slice(upTo - PAGE, upTo);
  const items = await Promise.all(waiting.map((entry) => toItem(db, entry)));
  return { items, pagination: paginate(page, PAGE, filtered), counts };
}

async function waitingCountsFor(
  db: Db,
  filter: { type?: ReportSubjectType; reason?: ReportReason },
  sources: { reports: boolean; listings: boolean; profiles: boolean },
) {
  const counts = await waitingCounts(db, filter);
  return (
    (sources.reports ? counts.reports : 0) +
    (sources.listings ? counts.listings : 0) +
    (sources.profiles ? counts.matrimonial : 0)
  );
}

async function toItem(db: Db, { kind, key, since, hidden }: Waiting): Promise<ModerationItem> {
  const [subject, reports] = await Promise.all([
    loadSubject(db, key.type, key.id),
    kind.startsWith('pending_') ? [] : openReportsOf(db, key, REPORTS_SHOWN),
  ]);
  const waiting = kind.startsWith('pending_') ? undefined : await findWaiting(db, key);
  const byReason = new Map<ReportReason, number>();
  for (const report of reports) {
    const reason = report.reason as ReportReason;
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  return {
    subjectType: key.type,
    subjectId: key.id,
    kind,
    title: subject?.title ?? '',
    content: subject?.content ?? '',
    link: subject?.link ?? null,
    author: subject ? { _id: subject.authorId, name: subject.authorName, accountStatus: subject.authorStatus } : null,
    reportCount: waiting?.openCount ?? 0,
    reasons: REPORT_REASONS.filter((reason) => byReason.has(reason)).map((reason) => ({
      reason,
      count: byReason.get(reason)!,
    })),
    notes: reports
      .filter((report) => report.note)
      .map((report) => ({
        reporter: report.reporterName,
        reason: report.reason as ReportReason,
        note: report.note,
        at: report.createdAt,
      })),
    hidden,
    waitingSince: since,
  };
}

// Decisions

type Decision = { viewer: Viewer; body: ModerationActionBody; now: string };

const stateAfter: Record<ModerationAction, ModerationState> = { keep: 0, warn: 0, remove: 2, suspend: 2 };

/**
 * Suspends the author for `days` days or until an admin lifts it; never an admin, the acting admin, or the one
 * former member (erasure), who stands for erased members' kept posts and has no account to suspend.
 */
function refuseUnsuspendable(subject: Subject, viewer: Viewer) {
  if (subject.authorIsAdmin || subject.authorId === viewer.user.id || subject.authorId === FORMER_MEMBER_ID) {
    throw forbidden(M.cannotSuspend);
  }
}
async function suspendAuthor(trx: Db, subject: Subject, { body, now }: Decision) {
  await updateUser(trx, subject.authorId, {
    accountStatus: 'suspended',
    suspendedUntil: body.days ? addMs(now, body.days * DAY_MS) : null,
    updatedAt: now,
  });
}

const audit = (
  trx: Db,
  subject: Subject | undefined,
  key: SubjectKey,
  d: Decision,
  changes: Record<string, [unknown, unknown]>,
  details: string,
) =>
  recordAudit(trx, {
    actor: { id: d.viewer.user.id, name: d.viewer.user.name },
    action: `moderation.${d.body.action}`,
    subjectType: key.type,
    target: { id: key.id, name: subject?.title ?? '' },
    changes,
    details: [details, d.body.note ? `note: ${d.body.note}` : ''].filter(Boolean).join('; '),
  });

/** The author hears of a removal, a warning, or their hidden post shown again, with the admin's note. */
const tellAuthor = (trx: Db, subject: Subject, action: 'keep' | 'remove' | 'warn', note: string | undefined) =>
  notify(trx, {
    userId: subject.authorId,
    kind: 'moderation_notice',
    params: { action, type: subject.type, note: note ?? '' },
    link: action === 'remove' ? subject.sectionLink : subject.link,
  });

/**
 * An admin's decision on a waiting subject, in one transaction with its audit row: a reported one (its reports
 * closed, its reporters told the outcome) or a pending listing or matrimonial profile (keep approves, remove
 * rejects). 404 when nothing of it waits any more (another admin decided first).
 */
export async function decide(
  db: Db,
  viewer: Viewer,
  key: SubjectKey,
  body: ModerationActionBody,
  urls: MediaUrls,
): Promise<{ message: string; counts: ModerationCounts }> {
  const d: Decision = { viewer, body, now: nowIso() };
  const waiting = await findWaiting(db, key);
  if (waiting) await decideReported(db, key, waiting, d);
  else await decidePending(db, key, d, urls);
  const message = messageWith(waiting ? M.done : M.pendingDone, { action: body.action });
  return { message, counts: await moderationCounts(db) };
}

async function decideReported(
  db: Db,
  key: SubjectKey,
  waiting: NonNullable<Awaited<ReturnType<typeof findWaiting>>>,
  d: Decision,
) {
  const { action, note } = d.body;
  const subject = await loadSubject(db, key.type, key.id);
  if (action === 'suspend' && subject) refuseUnsuspendable(subject, d.viewer);
  await db.transaction().execute(async (trx) => {
    if (!(await takeOffQueue(trx, key))) throw notFound(M.notWaiting);
    const reporters = await closeReports(trx, key, action, d.now);
    const changes: Record<string, [unknown, unknown]> = {};
    if (subject) {
      // A suspended member's profile comes back when the suspension ends; a post of theirs stays removed.
      const state = action === 'suspend' && subject.type === 'member' ? 0 : stateAfter[action];
      const before = waiting.hidden === 1 ? 1 : 0;
      if (state !== before) {
        await subject.setState(trx, state, waiting.priorStatus);
        changes.state = [before ? 'hidden' : 'shown', state === 2 ? 'removed' : 'shown'];
      }
      if (action === 'suspend') {
        await suspendAuthor(trx, subject, d);
        changes.accountStatus = [subject.authorStatus, 'suspended'];
        changes.suspendedDays = [null, d.body.days ?? 'until lifted'];
      } else if (action !== 'keep' || before) {
        await tellAuthor(trx, subject, action, note);
      }
    }
    for (const reporterId of reporters) {
      await notify(trx, {
        userId: reporterId,
        kind: 'report_outcome',
        params: { outcome: action },
        link: subject && stateAfter[action] === 0 ? subject.link : (subject?.sectionLink ?? '/notifications'),
      });
    }
    await audit(trx, subject, key, d, changes, `${reporters.length} reports`);
  });
}

async function decidePending(db: Db, key: SubjectKey, d: Decision, urls: MediaUrls) {
  const subject =
    key.type === 'listing' || key.type === 'matrimonial' ? await loadSubject(db, key.type, key.id) : undefined;
  const pending =
    subject && (subject.type === 'listing' ? await isPendingListing(db, key.id) : await isPendingProfile(db, key.id));
  if (!subject || !pending) throw notFound(M.notWaiting);
  const { action, note } = d.body;
  if (action === 'suspend') refuseUnsuspendable(subject, d.viewer);
  if (subject.type === 'matrimonial' && (action === 'keep' || action === 'remove')) {
    // The matrimonial review's own decision (its notification and audit row).
    await reviewProfile(
      db,
      key.id,
      { action: action === 'keep' ? 'approve' : 'reject', adminNotes: note ?? '' },
      d.viewer,
      urls,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    const changes: Record<string, [unknown, unknown]> = {};
    if (action === 'keep') {
      await updateListing(trx, key.id, { approved: 1, updatedAt: d.now });
      changes.approved = [false, true];
      await notify(trx, {
        userId: subject.authorId,
        actorId: d.viewer.user.id,
        kind: 'listing_approved',
        params: { title: subject.title },
        link: subject.link,
        subject: `listing:${key.id}`,
      });
    } else if (action === 'warn') {
      await tellAuthor(trx, subject, 'warn', note);
    } else {
      await subject.setState(trx, 2, null);
      changes.state = ['pending', 'removed'];
      if (action === 'suspend') {
        await suspendAuthor(trx, subject, d);
        changes.accountStatus = [subject.authorStatus, 'suspended'];
      } else {
        await tellAuthor(trx, subject, 'remove', note);
      }
    }
    await audit(trx, subject, key, d, changes, 'pending');
  });
}

// Members suspended outside the queue (`sangam user suspend|reactivate`)

/** Whom a suspension may reach: as from the queue, never an admin or the one former member (erasure). */
export const isSuspendable = (member: Pick<MemberRow, 'id' | 'planType'>) =>
  member.planType !== 'admin' && member.id !== FORMER_MEMBER_ID;

/**
 * Suspends a member until `until` (ISO) or until lifted, as the queue's decision does (the end-suspensions job
 * lifts it when due), and ends their sessions. One transaction with its audit row. The caller checks
 * isSuspendable.
 */
export async function suspendMember(
  db: Db,
  actor: AuditRecord['actor'],
  member: MemberRow,
  { until, reason }: { until: string | null; reason: string },
) {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, member.id, { accountStatus: 'suspended', suspendedUntil: until, updatedAt: nowIso() });
    await deleteSessionsOfUser(trx, member.id);
    await recordAudit(trx, {
      actor,
      action: 'moderation.suspend',
      subjectType: 'member',
      target: { id: member.id, name: member.name },
      changes: { accountStatus: [member.accountStatus, 'suspended'], suspendedUntil: [null, until ?? 'until lifted'] },
      details: reason ? `note: ${reason}` : '',
    });
  });
}

/** Lifts a suspension before its end (or one that had none), audited. */
export async function reactivateMember(db: Db, actor: AuditRecord['actor'], member: MemberRow) {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, member.id, { accountStatus: 'active', suspendedUntil: null, updatedAt: nowIso() });
    await recordAudit(trx, {
      actor,
      action: 'moderation.reactivate',
      subjectType: 'member',
      target: { id: member.id, name: member.name },
      changes: { accountStatus: [member.accountStatus, 'active'] },
    });
  });
}
