import { labelOf, type QuestionType } from '@sangam/shared/question-messages';

const TONES: Record<QuestionType, string> = {
  question: 'bg-blue-100 text-blue-900',
  discussion: 'bg-purple-100 text-purple-900',
  poll: 'bg-green-100 text-green-900',
  opinion: 'bg-orange-100 text-orange-900',
};

export function TypeBadge({ type }: { type: QuestionType }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[type]}`}>{labelOf(type)}</span>;
}
