import type { Question } from '@sangam/shared/questions';

/** What a shared question says on WhatsApp before its link: the question, and a poll's options to vote on. */
export function questionShareText(question: Pick<Question, 'title' | 'type' | 'pollOptions'>): string {
  if (question.type !== 'poll') return question.title;
  const options = question.pollOptions.map((choice, i) => `${i + 1}. ${choice.option}`);
  return [`Poll: ${question.title}`, ...options, 'Vote here:'].join('\n');
}
