import { QUESTION_TYPE_LABELS, type QuestionType } from '@sangam/shared/question-messages';
import { useT } from '../../../i18n/useT.ts';

const TONES: Record<QuestionType, string> = {
  question: 'bg-blue-100 text-blue-900',
  discussion: 'bg-purple-100 text-purple-900',
  poll: 'bg-green-100 text-green-900',
  opinion: 'bg-orange-100 text-orange-900',
};

export function TypeBadge({ type }: { type: QuestionType }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[type]}`}>
      {t(QUESTION_TYPE_LABELS[type])}
    </span>
  );
}
