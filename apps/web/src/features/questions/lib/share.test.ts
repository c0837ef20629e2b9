import { describe, expect, it } from 'vitest';
import { questionShareText } from './share.ts';

describe('questionShareText', () => {
  it('says the question, and lists a poll’s options to vote on', () => {
    expect(questionShareText({ title: 'Which bank?', type: 'question', pollOptions: [] })).toBe('Which bank?');
    const options = ['Saturday', 'Sunday'].map((option) => ({ option, voteCount: 0, voted: false }));
    expect(questionShareText({ title: 'Picnic day?', type: 'poll', pollOptions: options })).toBe(
      'Poll: Picnic day?\n1. Saturday\n2. Sunday\nVote here:',
    );
  });
});
