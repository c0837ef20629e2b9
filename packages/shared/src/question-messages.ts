// Q&A types, limits and wording without zod (the web's list and detail pages need them, not the schema library).
import { atMostChars } from './wording.ts';

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

export const QUESTION_MESSAGES = {
  required: 'Title and content are required',
  titleMax: atMostChars('Title', QUESTION_LIMITS.titleMax),
  contentMax: atMostChars('Content', QUESTION_LIMITS.contentMax),
  pollOptionsMin: 'Polls must have at least 2 options',
  pollOptionsMax: `Polls can have at most ${QUESTION_LIMITS.optionsMax} options`,
  optionMax: `Each option can be at most ${QUESTION_LIMITS.optionMax} characters`,
  pollExpiryRequired: 'Poll expiration date is required',
  pollExpiryPast: 'Poll expiration date must be in the future',
  tagsMin: 'Please add at least 1 tag',
  tagsMax: `You can add at most ${QUESTION_LIMITS.tagsMax} tags`,
  tagMax: `Each tag can be at most ${QUESTION_LIMITS.tagMax} characters`,
  notFound: 'Question not found',
  loadFailed: 'Failed to load question',
  listFailed: 'Failed to load questions',
  createFailed: 'Failed to create question',
  updateFailed: 'Failed to update question',
  deleteFailed: 'Failed to delete question',
  deleteConfirm: 'Are you sure you want to delete this question?',
  deleted: 'Question deleted',
  notAuthor: 'Only the author can change this question',
  notPoll: 'This question is not a poll',
  pollExpired: 'This poll has expired',
  alreadyVoted: 'You have already voted on this poll',
  optionOutOfRange: 'Please choose one of the poll options',
  voteFailed: 'Failed to record vote',
  votingClosed: 'Voting is closed for this question',
  pollLocked: 'Poll options cannot be changed after voting has started',
  answerEmpty: 'Please write an answer',
  answerMax: `An answer can be at most ${QUESTION_LIMITS.answerMax} characters`,
  answerFailed: 'Failed to submit answer',
  answersClosed: 'Answers can only be posted while the question is active',
  answerNotFound: 'Answer not found',
  markBestFailed: 'Failed to mark as best answer',
  markBestForbidden: 'Only the question author or an admin can mark the best answer',
  markedBest: 'Answer marked as best',
  loginToLikePost: 'Please login to like this post',
  loginToVote: 'Please login to vote',
  loginToLikeQuestion: 'Please login to like this question',
  loginToLikeAnswers: 'Please login to like answers',
  loginToAnswer: 'Please login to answer this question',
  adminQuestionsFailed: 'Failed to load questions',
  adminAnswersFailed: 'Failed to load answers',
  adminNothingToChange: 'Nothing to change',
  adminDeleteQuestionConfirm: 'Are you sure you want to delete this question?',
  adminDeleteAnswerConfirm: 'Are you sure you want to delete this answer?',
} as const;

/** Title-cased label of a type, category or priority value ("general" -> "General"). */
export const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
