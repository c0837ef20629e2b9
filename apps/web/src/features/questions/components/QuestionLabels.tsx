import type { ReactNode } from 'react';
import { QUESTION_CATEGORY_LABELS } from '@sangam/shared/question-messages';
import { useT } from '../../../i18n/useT.ts';
import type { Question } from '@sangam/shared/questions';
import { TypeBadge } from './TypeBadge.tsx';

/** A question's type and category; `children` adds the badges of its state (featured, closed...). */
export function QuestionBadges({ question, children }: { question: Question; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <TypeBadge type={question.type} />
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
        {t(QUESTION_CATEGORY_LABELS[question.category])}
      </span>
      {children}
    </div>
  );
}

/** A question's #tags (in the list, `inCard`: a little apart from the text above and in the list's smaller text). */
export function QuestionTags({ tags, inCard = false }: { tags: string[]; inCard?: boolean }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul
      className={inCard ? 'mt-2 flex flex-wrap gap-1.5' : 'flex flex-wrap gap-1.5'}
      aria-label={t('questions.tags.label')}
    >
      {tags.map((tag) => (
        <li key={tag} className={`rounded bg-brand-50 px-2 py-0.5 ${inCard ? 'text-xs' : 'text-sm'} text-brand-800`}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}
