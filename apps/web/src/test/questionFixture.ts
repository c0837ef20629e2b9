import type { Answer, Question } from '@sangam/shared/questions';

/** A poll by 'author' (Asha Rao) with 4 votes, as GET /api/questions/:id returns it, with overrides. */
export const question = (overrides: Partial<Question> = {}): Question => ({
  _id: 'q1',
  slug: 'which-day-q1',
  title: 'Which day suits the meetup?',
  content: 'The hall is free on weekends.',
  type: 'poll',
  category: 'social',
  priority: 'normal',
  featured: false,
  status: 'active',
  tags: ['meetup'],
  author: { _id: 'author', name: 'Asha Rao', profileImage: null },
  likeCount: 0,
  liked: false,
  answerCount: 0,
  views: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  bestAnswer: null,
  pollOptions: [
    { option: 'Saturday', voteCount: 1, voted: false },
    { option: 'Sunday', voteCount: 3, voted: false },
  ],
  totalVotes: 4,
  pollExpiresAt: '2099-01-01T00:00:00.000Z',
  pollExpired: false,
  allowMultipleVotes: false,
  hasVoted: false,
  ...overrides,
});

/** An answer by 'other' (Manoj), with overrides. */
export const answer = (overrides: Partial<Answer> = {}): Answer => ({
  _id: 'a1',
  content: 'Sunday works for us',
  author: { _id: 'other', name: 'Manoj', profileImage: null },
  createdAt: '2026-11-21T10:00:00.000Z',
  likeCount: 0,
  liked: false,
  isBestAnswer: false,
  ...overrides,
});
