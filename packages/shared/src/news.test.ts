import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, NewsFieldsSchema, parseTags, readingMinutes } from './news.ts';

const valid = { title: 'Meet', content: '<p>Hi</p>', excerpt: 'Hi', category: 'news' };
const issues = (input: Record<string, string>) => {
  const parsed = NewsFieldsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('news fields', () => {
  it('reads tags as comma-separated text or a JSON array, trimmed and without repeats', () => {
    expect(parseTags(' a, b ,, A, c d ')).toEqual(['a', 'b', 'c d']);
    expect(parseTags('["x", "y"]')).toEqual(['x', 'y']);
    expect(parseTags('')).toEqual([]);
  });

  it('reading time is words / 200 rounded up, at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });

  it('requires title, content, excerpt and category; events need a date and a place', () => {
    expect(issues({})).toMatchObject({ title: NEWS_MESSAGES.requiredFields, category: NEWS_MESSAGES.requiredFields });
    expect(issues({ ...valid, category: 'event' })).toEqual({
      eventDate: NEWS_MESSAGES.eventFields,
      eventLocation: NEWS_MESSAGES.eventFields,
    });
    expect(issues({ ...valid, excerpt: 'x'.repeat(501) })).toEqual({ excerpt: NEWS_MESSAGES.excerptMax });
  });

  it('defaults: draft, not featured, link display, "Fill Form" button text', () => {
    expect(NewsFieldsSchema.parse(valid)).toMatchObject({
      status: 'draft',
      featured: false,
      formDisplayType: 'link',
      externalFormText: 'Fill Form',
      externalFormLink: null,
      attachedForm: null,
      tags: [],
    });
  });
});
