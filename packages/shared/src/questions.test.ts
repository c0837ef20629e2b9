import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES as M, QuestionInputSchema } from './questions.ts';

const base = { title: 'Best school?', content: 'Near Kothrud', tags: ['schools'] };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const messageOf = (input: object) => {
  const result = QuestionInputSchema.safeParse({ ...base, ...input });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('QuestionInputSchema', () => {
  it('defaults to a normal general question, trims, drops empty tags and lower-cases them once', () => {
    expect(
      QuestionInputSchema.parse({ ...base, title: '  Hi  ', tags: [' Pune ', '', 'pune', 'Schools'] }),
    ).toMatchObject({
      title: 'Hi',
      type: 'question',
      category: 'general',
      priority: 'normal',
      tags: ['pune', 'schools'],
      allowMultipleVotes: false,
    });
  });

  it.each([
    [{ title: ' ' }, M.required],
    [{ content: '' }, M.required],
    [{ title: 'x'.repeat(201) }, M.titleMax],
    [{ content: 'x'.repeat(2001) }, M.contentMax],
    [{ tags: ['', ' '] }, M.tagsMin],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, M.tagsMax],
    [{ tags: ['x'.repeat(31)] }, M.tagMax],
    [{ type: 'poll', pollOptions: ['Yes', ' '], pollExpiresAt: inAnHour() }, M.pollOptionsMin],
    [{ type: 'poll', pollOptions: ['1', '2', '3', '4', '5', '6', '7'], pollExpiresAt: inAnHour() }, M.pollOptionsMax],
    [{ type: 'poll', pollOptions: ['Yes', 'x'.repeat(101)], pollExpiresAt: inAnHour() }, M.optionMax],
    [{ type: 'poll', pollOptions: ['Yes', 'No'] }, M.pollExpiryRequired],
    [{ type: 'poll', pollOptions: ['Yes', 'No'], pollExpiresAt: '2000-01-01T00:00:00Z' }, M.pollExpiryPast],
  ])('%j -> %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts a poll of 2 to 6 options and ignores poll fields of other types', () => {
    expect(messageOf({ type: 'poll', pollOptions: ['Yes', '', 'No'], pollExpiresAt: inAnHour() })).toBeNull();
    expect(messageOf({ type: 'opinion', pollOptions: ['only one'] })).toBeNull();
  });
});
