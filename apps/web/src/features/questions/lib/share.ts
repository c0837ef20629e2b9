import type { Question } from '@sangam/shared/questions';
import { translate } from '../../../i18n/useT.ts';

/** What a shared question says on WhatsApp before its link: the question, and a poll's options to vote on. */
export function questionShareText(question: Pick<Question, 'title' | 'type' | 'pollOptions'>): string {
  if (question.type !== 'poll') return question.title;
  const options = question.pollOptions.map((choice, i) => `${i + 1}. ${choice.option}`);
  return [
    translate('questions.share.poll', { title: question.title }),
    ...options,
    translate('questions.share.voteHere'),
  ].join('\n');
}
