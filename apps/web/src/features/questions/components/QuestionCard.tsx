import { Link } from 'react-router';
import type { Question } from '@sangam/shared/questions';
import { formatDate } from '../../../lib/format.ts';
import { authorName } from '../../../lib/formerMember.ts';
import { QuestionBadges, QuestionTags } from './QuestionLabels.tsx';
import { useT } from '../../../i18n/useT.ts';

/** One question in the list: what it is, who asked, and how much it has been answered and liked. */
export function QuestionCard({ question }: { question: Question }) {
  const t = useT();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <QuestionBadges question={question}>
        {question.featured && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
            {t('questions.card.featured')}
          </span>
        )}
        {question.type === 'poll' && question.pollExpired && (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800">
            {t('questions.card.pollClosed')}
          </span>
        )}
      </QuestionBadges>
      <h2 className="mt-2 text-lg font-bold break-words text-slate-900">
        <Link
          to={`/questions/${question._id}`}
          className="inline-flex min-h-11 items-center hover:text-brand-800 hover:underline"
        >
          {question.title}
        </Link>
      </h2>
      <p className="line-clamp-2 text-sm break-words text-slate-700">{question.content}</p>
      <QuestionTags tags={question.tags} inCard />
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>
          {t('questions.card.byline', { name: authorName(t, question.author), date: formatDate(question.createdAt) })}
        </span>
        <span>{t('questions.card.answers', { count: question.answerCount })}</span>
        <span>{t('questions.card.likes', { count: question.likeCount })}</span>
        {question.type === 'poll' && <span>{t('questions.card.votes', { count: question.totalVotes })}</span>}
        <span>{t('questions.card.views', { count: question.views })}</span>
      </p>
    </article>
  );
}

/** The grey boxes shown while a page of questions loads. */
export function QuestionCardPlaceholder() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-3 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-full rounded bg-slate-100" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
    </div>
  );
}
