import type { ReportSubjectType } from '@sangam/shared/moderation';
import type { Db } from '../../db/dialect.ts';
import type { ModerationState } from '../../db/types.ts';
import { viewerRef, type Viewer } from '../../plugins/auth.ts';
import { findComment, setCommentModeration } from '../engagement/engagement.queries.ts';
import { listingVisibleTo } from '../listings/listing-view.ts';
import { findListing, updateListing } from '../listings/listings.queries.ts';
import { profileVisibleTo } from '../matrimonial/matrimonial-view.ts';
import { findProfile, updateProfile } from '../matrimonial/matrimonial.queries.ts';
import { findUserById, updateUser } from '../members/members.queries.ts';
import { findNewsById } from '../news/news.queries.ts';
import { findAnswer } from '../questions/answers.queries.ts';
import { setAnswerStatus } from '../questions/answers.service.ts';
import { visibleTo } from '../questions/question-view.ts';
import { findQuestion } from '../questions/questions.queries.ts';
import { setQuestionStatus } from '../questions/questions.service.ts';

/**
 * What can be reported, in one shape: who wrote it, what to show admins, where it lives on the site, who may see
 * it, and how it is hidden, removed and shown again. Questions and answers keep the spec's statuses (reported
 * while hidden by reports, hidden once removed); everything else has a moderation_state (0 shown, 1 hidden, 2
 * removed).
 */
export type Subject = {
  type: ReportSubjectType;
  id: string;
  authorId: string;
  authorName: string;
  authorStatus: string;
  authorIsAdmin: boolean;
  /** A question's or listing's title, a member's or profile's name; for an answer or comment, what it is on. */
  title: string;
  content: string;
  link: string;
  /** Where a reporter is sent once the subject is gone. */
  sectionLink: string;
  /** The subject's status now: a question's or answer's status, or its moderation_state. */
  status: string;
  visibleTo: (viewer: Viewer) => boolean;
  /** Inside the caller's transaction: 1 hides (reports), 2 removes (an admin), 0 shows it again as it was. */
  setState: (trx: Db, state: ModerationState, prior: string | null) => Promise<void>;
};

const ownOrAdmin = (authorId: string, viewer: Viewer) => viewer.user.id === authorId || viewer.plan === 'admin';
const firstWords = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type Author = { authorId: string; authorName: string; authorStatus: string; authorIsAdmin: boolean };
async function authorOf(db: Db, id: string): Promise<Author | undefined> {
  const user = await findUserById(db, id);
  return user
    ? {
        authorId: id,
        authorName: user.name,
        authorStatus: user.accountStatus,
        authorIsAdmin: user.planType === 'admin',
      }
    : undefined;
}

/** A question's or answer's status for a moderation state: `prior` is what "shown again" gives back. */
const postStatus = (state: ModerationState, prior: string | null) =>
  state === 1 ? 'reported' : state === 2 ? 'hidden' : ((prior ?? 'active') as 'active');

const LOADERS: Record<ReportSubjectType, (db: Db, id: string) => Promise<Subject | undefined>> = {
  async question(db, id) {
    const row = await findQuestion(db, id);
    const author = row && (await authorOf(db, row.authorId));
    if (!row || !author) return undefined;
    return {
      type: 'question',
      id,
      ...author,
      title: row.title,
      content: row.content,
      link: `/questions/${row.id}`,
      sectionLink: '/questions',
      status: row.status,
      visibleTo: (viewer) => visibleTo(row, viewer),
      setState: (trx, state, prior) => setQuestionStatus(trx, id, postStatus(state, prior)),
    };
  },
  async answer(db, id) {
    const answer = await findAnswer(db, id);
    const question = answer && (await findQuestion(db, answer.questionId));
    const author = answer && (await authorOf(db, answer.authorId));
    if (!answer || !question || !author) return undefined;
    return {
      type: 'answer',
      id,
      ...author,
      title: question.title,
      content: answer.content,
      link: `/questions/${question.id}`,
      sectionLink: `/questions/${question.id}`,
      status: answer.status,
      visibleTo: (viewer) =>
        (answer.status === 'active' || ownOrAdmin(answer.authorId, viewer)) && visibleTo(question, viewer),
      setState: (trx, state, prior) => setAnswerStatus(trx, answer, postStatus(state, prior)),
    };
  },
  async comment(db, id) {
    const comment = await findComment(db, id);
    const article = comment?.subjectType === 'news' ? await findNewsById(db, comment.subjectId) : undefined;
    const author = comment && (await authorOf(db, comment.userId));
    if (!comment || !article || !author) return undefined;
    return {
      type: 'comment',
      id,
      ...author,
      title: article.title,
      content: comment.content,
      link: `/news/${article.slug}`,
      sectionLink: `/news/${article.slug}`,
      status: String(comment.moderationState),
      visibleTo: (viewer) =>
        (article.status === 'published' || viewer.plan === 'admin') &&
        (comment.moderationState === 0 || ownOrAdmin(comment.userId, viewer)),
      setState: (trx, state) => setCommentModeration(trx, id, state).then(() => undefined),
    };
  },
  async listing(db, id) {
    const row = await findListing(db, id);
    const author = row && (await authorOf(db, row.ownerId));
    if (!row || !author) return undefined;
    return {
      type: 'listing',
      id,
      ...author,
      title: row.title,
      content: row.description,
      link: `/service-listings/${id}`,
      sectionLink: '/service-listings',
      status: String(row.moderationState),
      visibleTo: (viewer) =>
        listingVisibleTo(row, viewerRef(viewer)) && (row.moderationState === 0 || ownOrAdmin(row.ownerId, viewer)),
      setState: (trx, state) => updateListing(trx, id, { moderationState: state }).then(() => undefined),
    };
  },
  async matrimonial(db, id) {
    const row = await findProfile(db, id);
    const author = row && (await authorOf(db, row.userId));
    if (!row || !author) return undefined;
    return {
      type: 'matrimonial',
      id,
      ...author,
      title: row.fullName,
      content: row.aboutMe,
      link: `/matrimonial/profile/${id}`,
      sectionLink: '/matrimonial',
      status: String(row.moderationState),
      visibleTo: (viewer) =>
        profileVisibleTo(row, viewer) && (row.moderationState === 0 || ownOrAdmin(row.userId, viewer)),
      setState: (trx, state) => updateProfile(trx, id, { moderationState: state }).then(() => undefined),
    };
  },
  async member(db, id) {
    const user = await findUserById(db, id);
    if (!user) return undefined;
    return {
      type: 'member',
      id,
      authorId: id,
      authorName: user.name,
      authorStatus: user.accountStatus,
      authorIsAdmin: user.planType === 'admin',
      title: user.name,
      content: firstWords([user.occupation, user.profession, user.bio].filter(Boolean).join(' · '), 500),
      link: `/user-profile/${id}`,
      sectionLink: '/directory',
      status: String(user.moderationState),
      visibleTo: (viewer) =>
        viewer.plan === 'admin' ||
        viewer.user.id === id ||
        (user.accountStatus === 'active' && user.moderationState === 0),
      setState: (trx, state) => updateUser(trx, id, { moderationState: state }).then(() => undefined),
    };
  },
};

/** The subject as it is now, or undefined when it (or its author) is gone. */
export const loadSubject = (db: Db, type: ReportSubjectType, id: string) => LOADERS[type](db, id);
