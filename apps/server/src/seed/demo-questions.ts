import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { toggleLike } from '../features/engagement/engagement.service.ts';
import { insertAnswer, setBestAnswer } from '../features/questions/answers.queries.ts';
import { insertQuestion, insertVote, replacePollOptions } from '../features/questions/questions.queries.ts';
import { rescoreRecent } from '../features/questions/trending.ts';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

type DemoQuestion = {
  title: string;
  content: string;
  type: 'question' | 'discussion' | 'poll' | 'opinion';
  category: string;
  tags: string[];
  ageHours: number;
  featured?: boolean;
  answers?: string[];
  /** Index in `answers` of the one the author marked best. */
  best?: number;
  likes?: number;
  poll?: { options: string[]; expiresInHours: number; multiple?: boolean; votes: number[] };
};

const QUESTIONS: DemoQuestion[] = [
  {
    title: 'Which CBSE schools in Pune have good science labs?',
    content:
      'We are moving to Kothrud next year. Our daughter loves chemistry; which schools have labs she can really use?',
    type: 'question',
    category: 'education',
    tags: ['schools', 'pune'],
    ageHours: 50,
    answers: [
      'Our son studies at a school near Karve Road: the labs are open after hours twice a week.',
      'Ask for a visit during practical exams, you see how the labs are actually used.',
    ],
    best: 1,
    likes: 4,
  },
  {
    title: 'Which day suits the monthly meetup?',
    content: 'The hall is free on weekends. Vote for the slot that works for your family; the most votes decide.',
    type: 'poll',
    category: 'social',
    tags: ['meetup'],
    ageHours: 6,
    featured: true,
    poll: {
      options: ['Saturday evening', 'Sunday morning', 'Sunday evening'],
      expiresInHours: 14 * 24,
      votes: [0, 1, 1, 2, 1],
    },
    answers: ['Sunday morning works best with children.'],
    likes: 3,
  },
  {
    title: "Theme for this year's Diwali gathering",
    content: 'The committee asked members to choose the theme. Voting has closed; thank you all.',
    type: 'poll',
    category: 'culture',
    tags: ['diwali', 'events'],
    ageHours: 10 * 24,
    poll: {
      options: ['Traditional attire', 'Folk music night', 'Food from every state'],
      expiresInHours: -3 * 24,
      multiple: true,
      votes: [0, 2, 2, 1],
    },
  },
  {
    title: 'Organising a community career fair this winter',
    content:
      'Several members offered to mentor students. Let us discuss dates, a venue and which professions to invite.',
    type: 'discussion',
    category: 'business',
    tags: ['careers', 'mentoring'],
    ageHours: 30,
    answers: [
      'I can bring two colleagues from our hospital for a medicine desk.',
      'A college auditorium would be free in December.',
    ],
    likes: 2,
  },
  {
    title: 'Should small home businesses register for GST early?',
    content: 'My wife runs a home bakery. Turnover is small, but bulk orders are growing. What was your experience?',
    type: 'opinion',
    category: 'business',
    tags: ['gst', 'small-business'],
    ageHours: 72,
    answers: ['Register once corporate clients ask for invoices; before that the paperwork is not worth it.'],
  },
];

/** Questions of every type, a live poll and an expired one, with answers, votes, likes and a best answer. */
export async function seedDemoQuestions(db: Db, members: UserRow[]): Promise<void> {
  const people = members.filter((member) => member.accountStatus === 'active');
  if (people.length < 3) return;
  const pick = (i: number) => people[i % people.length]!;
  for (const [index, q] of QUESTIONS.entries()) {
    const id = newId();
    const author = pick(index);
    const createdAt = hoursAgo(q.ageHours);
    await insertQuestion(db, {
      id,
      slug: `${q.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${id.slice(0, 8)}`,
      authorId: author.id,
      title: q.title,
      content: q.content,
      type: q.type,
      category: q.category,
      priority: 'normal',
      featured: q.featured ? 1 : 0,
      status: 'active',
      tags: q.tags.join(' '),
      bestAnswerId: null,
      pollExpiresAt: q.poll ? new Date(Date.now() + q.poll.expiresInHours * HOUR).toISOString() : null,
      allowMultipleVotes: q.poll?.multiple ? 1 : 0,
      pollClosed: q.poll && q.poll.expiresInHours < 0 ? 1 : 0,
      trendingScore: 0,
      lastActivityAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    if (q.poll) {
      await replacePollOptions(db, id, q.poll.options);
      // One vote per member (pick wraps around a small community).
      for (const [voter, optionIndex] of q.poll.votes.slice(0, people.length).entries()) {
        await insertVote(db, {
          questionId: id,
          optionIndex,
          userId: pick(index + voter + 1).id,
          single: q.poll.multiple ? 0 : 1,
          createdAt: hoursAgo(q.ageHours - 1),
        });
      }
    }
    const answerIds: string[] = [];
    for (const [n, content] of (q.answers ?? []).entries()) {
      const answerId = newId();
      await insertAnswer(db, {
        id: answerId,
        questionId: id,
        authorId: pick(index + n + 1).id,
        content,
        status: 'active',
        isBest: 0,
        createdAt: hoursAgo(q.ageHours - n - 1),
      });
      answerIds.push(answerId);
    }
    if (q.best !== undefined) await setBestAnswer(db, id, answerIds[q.best]!);
    for (let n = 0; n < Math.min(q.likes ?? 0, people.length); n++)
      await toggleLike(db, { type: 'question', id }, pick(index + n + 1).id);
  }
  await rescoreRecent(db);
}
