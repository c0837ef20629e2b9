import { Link, useSearchParams } from 'react-router';
import { QUESTION_MESSAGES } from '@sangam/shared/question-messages';
import type { Question } from '@sangam/shared/questions';
import { loginRedirect } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { readUrlFilters, useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { questionsQuery, useQuestions, type QuestionsParams } from '../api/getQuestions.ts';
import { trendingQuery, useTrendingQuestions } from '../api/getTrendingQuestions.ts';
import { QuestionCard, QuestionCardPlaceholder } from '../components/QuestionCard.tsx';
import { QuestionFilters } from '../components/QuestionFilters.tsx';
import { formatTotal } from '../../../lib/format.ts';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { useT } from '../../../i18n/useT.ts';

// LIST_PAGE_META's ids for this page (the server's link previews read that table), named here so that the
// other list pages' words stay out of this page's first-paint catalogue.
const META = {
  title: 'common.meta.questions.pageTitle' as const,
  description: 'common.meta.questions.description' as const,
};
const FILTER_KEYS = ['search', 'category', 'type', 'featured'] as const;

const questionsParams = (filters: Record<(typeof FILTER_KEYS)[number], string>, page: number): QuestionsParams => ({
  ...filters,
  featured: filters.featured === 'true',
  page,
});
const isTrending = (searchParams: URLSearchParams) => searchParams.get('tab') === 'trending';

/** The open tab's list, asked for with the page's code (see lazyPage). */
export const prefetch: PrefetchData = (client, { searchParams }) => {
  if (isTrending(searchParams)) return client.prefetchQuery(trendingQuery());
  const { filters, page } = readUrlFilters(searchParams, FILTER_KEYS);
  return client.prefetchQuery(questionsQuery(questionsParams(filters, page)));
};

function QuestionList({
  questions,
  loading,
  error,
  onRetry,
}: {
  questions: Question[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  if (questions) {
    return questions.length === 0 ? (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {t('questions.list.empty')}
      </p>
    ) : (
      <ul className="space-y-3">
        {questions.map((question) => (
          <li key={question._id}>
            {question.authorBlocked ? (
              // Folded by the browser itself, in the empty list's box (no script or style of its own): the list's
              // first paint stays as it was. Tapping the line opens it.
              <details>
                <summary className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
                  {t('common.block.hidden')}
                </summary>
                <QuestionCard question={question} />
              </details>
            ) : (
              <QuestionCard question={question} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return <PageLoadError message={t(QUESTION_MESSAGES.listFailed)} onRetry={onRetry} retrying={loading} />;
  }
  return (
    <div className="space-y-3" aria-busy="true" aria-label={t('questions.list.loading')}>
      <QuestionCardPlaceholder />
      <QuestionCardPlaceholder />
      <QuestionCardPlaceholder />
    </div>
  );
}

function AllQuestions() {
  const t = useT();
  const { filters, page, setFilter, clearFilters, hrefFor } = useUrlFilters(FILTER_KEYS);
  const query = useQuestions(questionsParams(filters, page));
  const data = query.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <QuestionFilters filters={filters} onChange={setFilter} onReset={clearFilters} />
      <div className="min-w-0 space-y-3">
        {data && (
          <p aria-live="polite" className="text-sm text-slate-700">
            {t('questions.list.count', { count: data.pagination.total, total: formatTotal(data.pagination) })}
          </p>
        )}
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <QuestionList
            questions={data?.questions}
            loading={query.isFetching}
            error={query.isError}
            onRetry={() => void query.refetch()}
          />
        </div>
        {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} />}
      </div>
    </div>
  );
}

function Trending() {
  const query = useTrendingQuestions();
  return (
    <QuestionList
      questions={query.data?.questions}
      loading={query.isFetching}
      error={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

export function QuestionsPage() {
  const t = useT();
  const { user, status } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = isTrending(searchParams) ? 'trending' : 'all';
  const login = loginRedirect('/create-question');
  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta {...META} />
      <ListHeader title={t('questions.list.title')} subtitle={t('questions.list.subtitle')}>
        {user ? (
          <Link to="/create-question" className={buttonClasses('primary', 'shrink-0')}>
            {t('questions.list.ask')}
          </Link>
        ) : (
          status === 'anonymous' && (
            <Link to={login.to} state={login.state} className={buttonClasses('secondary', 'shrink-0')}>
              {t('questions.list.loginToAsk')}
            </Link>
          )
        )}
      </ListHeader>
      <Tabs
        label={t('questions.list.tabs')}
        value={tab}
        onChange={(id) => setSearchParams(id === 'trending' ? { tab: 'trending' } : {}, { replace: true })}
        tabs={[
          { id: 'all', label: t('questions.list.tabAll'), panel: <AllQuestions /> },
          { id: 'trending', label: t('questions.list.tabTrending'), panel: <Trending /> },
        ]}
      />
    </section>
  );
}
