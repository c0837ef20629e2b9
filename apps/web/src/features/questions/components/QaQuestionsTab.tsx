// Admin-only (Q&A management): English for now (issue 32).
import { Link } from 'react-router';
import {
  QUESTION_CATEGORIES,
  QUESTION_MESSAGES as M,
  QUESTION_PRIORITIES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  labelOf,
  type QuestionPriority,
} from '@sangam/shared/question-messages';
import type { AdminQuestionUpdate, Question } from '@sangam/shared/questions';
import { TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminQuestions, useDeleteAdminQuestion, useUpdateAdminQuestion } from '../api/adminQa.ts';
import { InlineSelect } from './InlineSelect.tsx';
import { pluralTotal } from '@sangam/shared/plural';
import { useT } from '../../../i18n/useT.ts';

const KEYS = ['search', 'category', 'type', 'status', 'priority'] as const;
const FILTERS: FilterSpec<(typeof KEYS)[number]>[] = [
  {
    kind: 'search',
    name: 'search',
    label: 'Search',
    placeholder: 'Title, details or tags',
    className: 'sm:col-span-2 lg:col-span-1',
  },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: withAll('All Categories', QUESTION_CATEGORIES, labelOf),
  },
  { kind: 'select', name: 'type', label: 'Type', options: withAll('All Types', QUESTION_TYPES, labelOf) },
  { kind: 'select', name: 'status', label: 'Status', options: withAll('All Statuses', QUESTION_STATUSES, labelOf) },
  {
    kind: 'select',
    name: 'priority',
    label: 'Priority',
    options: withAll('All Priorities', QUESTION_PRIORITIES, labelOf),
  },
];
const SETTABLE_STATUSES = ['active', 'closed', 'archived', 'hidden'];

/** The Questions tab of Q&A management: status, priority and featured change in place. */
export function QaQuestionsTab() {
  const t = useT(); // English screen; the shared messages are drawn in the language shown
  const { filters, page, setFilter, hrefFor } = useUrlFilters(KEYS);
  const query = useAdminQuestions(filters, page, true);
  const update = useUpdateAdminQuestion();
  const remove = useDeleteAdminQuestion();
  const change = (question: Question, body: AdminQuestionUpdate) => update.mutate({ id: question._id, body });

  return (
    <div className="space-y-4">
      <FilterBar
        filters={FILTERS}
        values={filters}
        onChange={setFilter}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      />
      {update.isError && <Alert>{t(M.updateFailed)}</Alert>}
      <AdminList
        query={query}
        loading="Loading questions..."
        failed={t(M.adminQuestionsFailed)}
        empty="No questions found"
        count={(_, info) => pluralTotal(info, 'question')}
        hrefFor={hrefFor}
        numbered
        rows={(data) => data.questions}
        rowKey={(question) => question._id}
        minWidth="min-w-[64rem]"
        columns={[
          {
            header: 'Question',
            rowHeader: true,
            className: 'max-w-xs font-medium',
            cell: (question) => (
              <>
                <Link
                  to={`/questions/${question._id}`}
                  className="break-words text-brand-700 underline underline-offset-2"
                >
                  {question.title}
                </Link>
                <span className="block text-xs font-normal text-slate-600">
                  {labelOf(question.type)} · {labelOf(question.category)}
                </span>
              </>
            ),
          },
          { header: 'Author', cell: (question) => question.author.name },
          {
            header: 'Status',
            className: '',
            cell: (question) => (
              <InlineSelect
                label={`Status of ${question.title}`}
                value={question.status}
                values={SETTABLE_STATUSES}
                // Reported is the readers' doing: shown, not chosen.
                locked={question.status === 'reported' ? ['reported'] : []}
                disabled={update.isPending}
                onChange={(status) => change(question, { status: status as AdminQuestionUpdate['status'] })}
              />
            ),
          },
          {
            header: 'Priority',
            className: '',
            cell: (question) => (
              <InlineSelect
                label={`Priority of ${question.title}`}
                value={question.priority}
                values={QUESTION_PRIORITIES}
                disabled={update.isPending}
                onChange={(priority) => change(question, { priority: priority as QuestionPriority })}
              />
            ),
          },
          {
            header: 'Featured',
            className: '',
            cell: (question) => (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label={`Featured: ${question.title}`}
                  checked={question.featured}
                  disabled={update.isPending}
                  onChange={(event) => change(question, { featured: event.target.checked })}
                />
                {question.featured ? 'Yes' : 'No'}
              </label>
            ),
          },
          {
            header: 'Activity',
            className: 'text-sm whitespace-nowrap text-slate-700',
            cell: (q) => `${q.answerCount} answers · ${q.likeCount} likes · ${q.views} views`,
          },
          { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (q) => formatDate(q.createdAt) },
        ]}
        actions={[
          {
            label: (question) => `Delete ${question.title}`,
            icon: TrashIcon,
            tone: 'danger',
            confirm: confirmDelete(remove, {
              title: 'Delete Question',
              body: t(M.adminDeleteQuestionConfirm),
              failed: t(M.deleteFailed),
            }),
          },
        ]}
      />
    </div>
  );
}
