import { describe, expect, it } from 'vitest';
import type { Submission } from '../api/types.ts';
import { answerText, preview, rangeStart } from './present.ts';

// A submission as the server's SubmissionViewSchema sends it.
const submission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 's1',
  formId: 'f1',
  status: 'pending',
  submittedBy: null,
  submitterInfo: { name: '', email: '' },
  version: 1,
  rating: null,
  reviewNotes: '',
  reviewedAt: null,
  flagged: false,
  flagReason: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  data: { city: 'new_delhi', langs: ['hi', 'en'], note: 'y'.repeat(80), file: { id: 'a'.repeat(24), name: 'cv.pdf' } },
  fields: [
    { id: 'city', label: 'City', type: 'select', options: [{ label: 'New Delhi', value: 'new_delhi' }] },
    {
      id: 'langs',
      label: 'Languages',
      type: 'checkbox',
      options: [
        { label: 'Hindi', value: 'hi' },
        { label: 'English', value: 'en' },
      ],
    },
  ],
  ...overrides,
});

describe('submission presentation', () => {
  it('reads chosen options by their labels, files by name and signatures as words', () => {
    expect(
      answerText(
        ['hi', 'en'],
        [
          { label: 'Hindi', value: 'hi' },
          { label: 'English', value: 'en' },
        ],
      ),
    ).toBe('Hindi, English');
    expect(answerText({ id: 'x', name: 'cv.pdf' })).toBe('cv.pdf');
    expect(answerText('data:image/png;base64,AAAA')).toBe('(signature)');
  });

  it('previews the first entries with the version’s labels, truncated as the spec says', () => {
    expect(preview(submission(), [], 2, 50)).toEqual([
      { label: 'City', text: 'New Delhi' },
      { label: 'Languages', text: 'Hindi, English' },
    ]);
    const [, , note] = preview(submission(), [{ id: 'note', label: 'Note' }], 3, 30);
    expect(note).toEqual({ label: 'Note', text: `${'y'.repeat(30)}...` });
  });

  it('turns a date range into its first day', () => {
    expect(rangeStart('7d', new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-16');
    expect(rangeStart('all')).toBe('');
  });
});
