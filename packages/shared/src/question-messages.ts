// Q&A types, limits and wording without zod (the web's list and detail pages need them, not the schema library).
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const QUESTION_TYPES = ['question', 'discussion', 'poll', 'opinion'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_CATEGORIES = [
  'general',
  'business',
  'education',
  'technology',
  'health',
  'social',
  'politics',
  'culture',
  'other',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const QUESTION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type QuestionPriority = (typeof QUESTION_PRIORITIES)[number];

/** Admins set active, closed, archived or hidden; reported is a filter and display value. Only active is listed. */
export const QUESTION_STATUSES = ['active', 'closed', 'archived', 'hidden', 'reported'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const ANSWER_STATUSES = ['active', 'hidden', 'reported'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** Spec section 9: post limits, page sizes. */
export const QUESTION_LIMITS = {
  titleMax: 200,
  contentMax: 2000,
  optionMax: 100,
  optionsMin: 2,
  optionsMax: 6,
  tagsMin: 1,
  tagsMax: 5,
  tagMax: 30,
  answerMax: 1500,
  pageSize: 20,
  trending: 10,
  pageButtons: 5,
  searchMax: 100,
  adminPageSize: 20,
  /** Suggestions of similar questions while the title is typed. */
  similar: 5,
} as const;

const QUESTION_MESSAGE_IDS = {
  required: 'questions.required',
  pollOptionsMin: 'questions.pollOptionsMin',
  pollExpiryRequired: 'questions.pollExpiryRequired',
  pollExpiryPast: 'questions.pollExpiryPast',
  tagsMin: 'questions.tagsMin',
  notFound: 'questions.notFound',
  loadFailed: 'questions.loadFailed',
  listFailed: 'questions.listFailed',
  createFailed: 'questions.createFailed',
  updateFailed: 'questions.updateFailed',
  deleteFailed: 'questions.deleteFailed',
  deleteConfirm: 'questions.deleteConfirm',
  deleted: 'questions.deleted',
  updated: 'questions.updated',
  notAuthor: 'questions.notAuthor',
  notPoll: 'questions.notPoll',
  pollExpired: 'questions.pollExpired',
  alreadyVoted: 'questions.alreadyVoted',
  optionOutOfRange: 'questions.optionOutOfRange',
  voteRecorded: 'questions.voteRecorded',
  voteFailed: 'questions.voteFailed',
  votingClosed: 'questions.votingClosed',
  pollLocked: 'questions.pollLocked',
  answerEmpty: 'questions.answerEmpty',
  answerPosted: 'questions.answerPosted',
  answerUpdated: 'questions.answerUpdated',
  answerDeleted: 'questions.answerDeleted',
  answerFailed: 'questions.answerFailed',
  answersClosed: 'questions.answersClosed',
  answerNotFound: 'questions.answerNotFound',
  markBestFailed: 'questions.markBestFailed',
  markBestForbidden: 'questions.markBestForbidden',
  markedBest: 'questions.markedBest',
  loginToLikePost: 'questions.loginToLikePost',
  loginToVote: 'questions.loginToVote',
  loginToLikeQuestion: 'questions.loginToLikeQuestion',
  loginToLikeAnswers: 'questions.loginToLikeAnswers',
  loginToAnswer: 'questions.loginToAnswer',
  adminQuestionsFailed: 'questions.listFailed',
  adminAnswersFailed: 'questions.adminAnswersFailed',
  adminNothingToChange: 'questions.adminNothingToChange',
  adminDeleteQuestionConfirm: 'questions.deleteConfirm',
  adminDeleteAnswerConfirm: 'questions.adminDeleteAnswerConfirm',
} as const satisfies Record<string, MessageId>;

/** Every Q&A message as a catalogue id (those with a number carry it: see messageWith). */
export const QUESTION_MESSAGES = {
  ...QUESTION_MESSAGE_IDS,
  titleMax: messageWith('questions.titleMax', { max: QUESTION_LIMITS.titleMax }),
  contentMax: messageWith('questions.contentMax', { max: QUESTION_LIMITS.contentMax }),
  pollOptionsMax: messageWith('questions.pollOptionsMax', { max: QUESTION_LIMITS.optionsMax }),
  optionMax: messageWith('questions.optionMax', { max: QUESTION_LIMITS.optionMax }),
  tagsMax: messageWith('questions.tagsMax', { max: QUESTION_LIMITS.tagsMax }),
  tagMax: messageWith('questions.tagMax', { max: QUESTION_LIMITS.tagMax }),
  answerMax: messageWith('questions.answerMax', { max: QUESTION_LIMITS.answerMax }),
} as const;

/** The labels members see for a post's type, category and priority (stored values stay the English words). */
export const QUESTION_TYPE_LABELS = {
  question: 'questions.type.question',
  discussion: 'questions.type.discussion',
  poll: 'questions.type.poll',
  opinion: 'questions.type.opinion',
} as const satisfies Record<QuestionType, MessageId>;

export const QUESTION_CATEGORY_LABELS = {
  general: 'questions.category.general',
  business: 'questions.category.business',
  education: 'questions.category.education',
  technology: 'questions.category.technology',
  health: 'questions.category.health',
  social: 'questions.category.social',
  politics: 'questions.category.politics',
  culture: 'questions.category.culture',
  other: 'questions.category.other',
} as const satisfies Record<QuestionCategory, MessageId>;

export const QUESTION_PRIORITY_LABELS = {
  low: 'questions.priority.low',
  normal: 'questions.priority.normal',
  high: 'questions.priority.high',
  urgent: 'questions.priority.urgent',
} as const satisfies Record<QuestionPriority, MessageId>;

/** A question's status as members see it on a closed, archived or hidden question. */
export const QUESTION_STATUS_LABELS = {
  active: 'questions.status.active',
  closed: 'questions.status.closed',
  archived: 'questions.status.archived',
  hidden: 'questions.status.hidden',
  reported: 'questions.status.reported',
} as const satisfies Record<QuestionStatus, MessageId>;

/** Title-cased label of a value ("general" -> "General"): the admin screens, English for now. */
export const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
