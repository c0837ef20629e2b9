import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ANSWER_STATUSES,
  QUESTION_CATEGORIES,
  QUESTION_MESSAGES as M,
  QUESTION_PRIORITIES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  labelOf,
  type AnswerStatus,
  type QuestionPriority,
} from '@sangam/shared/question-messages';
import type { AdminAnswer, Question } from '@sangam/shared/questions';
import { COUNT_CAP, formatTotal } from '@sangam/shared/pagination-total';
import { TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import {
  useAdminAnswers,
  useAdminQuestions,
  useDeleteAdminAnswer,
  useDeleteAdminQuestion,
  useQaStats,
  useUpdateAdminAnswer,
  useUpdateAdminQuestion,
} from '../api/adminQa.ts';

const QUESTION_KEYS = ['search', 'category', 'type', 'status', 'priority'] as const;
const ANSWER_KEYS = ['search', 'status'] as const;
const all = (values: readonly string[], label: string) => [
  { value: '', label },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];
const inlineSelect = 'min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base text-slate-900';
const deleteButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-50';

function QuestionsTab() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(QUESTION_KEYS);
  const query = useAdminQuestions(filters, page, true);
  const update = useUpdateAdminQuestion();
  const remove = useDeleteAdminQuestion();
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const data = query.data;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchBox
          className="sm:col-span-2 lg:col-span-1"
          label="Search"
          placeholder="Title, details or tags"
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
        />
        <SelectFilter
          label="Category"
          value={filters.category}
          options={all(QUESTION_CATEGORIES, 'All Categories')}
          onChange={(v) => setFilter('category', v)}
        />
        <SelectFilter
          label="Type"
          value={filters.type}
          options={all(QUESTION_TYPES, 'All Types')}
          onChange={(v) => setFilter('type', v)}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={all(QUESTION_STATUSES, 'All Statuses')}
          onChange={(v) => setFilter('status', v)}
        />
        <SelectFilter
          label="Priority"
          value={filters.priority}
          options={all(QUESTION_PRIORITIES, 'All Priorities')}
          onChange={(v) => setFilter('priority', v)}
        />
      </div>
      {update.isError && <Alert>{M.updateFailed}</Alert>}
      {data ? (
        data.questions.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
            No questions found
          </p>
        ) : (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            <p className="mb-2 text-sm text-slate-700">{formatTotal(data.pagination)} questions</p>
            <AdminTable
              columns={['Question', 'Author', 'Status', 'Priority', 'Featured', 'Activity', 'Created', 'Actions']}
              minWidth="min-w-[64rem]"
            >
              {data.questions.map((question) => (
                <tr key={question._id}>
                  <th scope="row" className="max-w-xs px-3 py-2 text-left font-medium">
                    <Link
                      to={`/questions/${question._id}`}
                      className="break-words text-brand-700 underline underline-offset-2"
                    >
                      {question.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600">
                      {labelOf(question.type)} · {labelOf(question.category)}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-slate-700">{question.author.name}</td>
                  <td className="px-3 py-2">
                    <select
                      aria-label={`Status of ${question.title}`}
                      className={inlineSelect}
                      value={question.status}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate({ id: question._id, body: { status: event.target.value as 'active' } })
                      }
                    >
                      {['active', 'closed', 'archived', 'hidden'].map((status) => (
                        <option key={status} value={status}>
                          {labelOf(status)}
                        </option>
                      ))}
                      {question.status === 'reported' && (
                        <option value="reported" disabled>
                          Reported
                        </option>
                      )}
                    </select>
                  </td>
                  <td className="px-3 py-2">
                    <select
                      aria-label={`Priority of ${question.title}`}
                      className={inlineSelect}
                      value={question.priority}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate({ id: question._id, body: { priority: event.target.value as QuestionPriority } })
                      }
                    >
                      {QUESTION_PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {labelOf(priority)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2">
                    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={`Featured: ${question.title}`}
                        checked={question.featured}
                        disabled={update.isPending}
                        onChange={(event) =>
                          update.mutate({ id: question._id, body: { featured: event.target.checked } })
                        }
                      />
                      {question.featured ? 'Yes' : 'No'}
                    </label>
                  </td>
                  <td className="px-3 py-2 text-sm whitespace-nowrap text-slate-700">
                    {question.answerCount} answers · {question.likeCount} likes · {question.views} views
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(question.createdAt)}</td>
                  <td className="px-3 py-1">
                    <button
                      type="button"
                      className={deleteButton}
                      aria-label={`Delete ${question.title}`}
                      onClick={() => {
                        remove.reset();
                        setToDelete(question);
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <div className="mt-4">
              <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} />
            </div>
          </div>
        )
      ) : query.isError ? (
        <LoadError message={M.adminQuestionsFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <PageStatus text="Loading questions..." />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Question"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? M.deleteFailed : null}
        danger
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {M.adminDeleteQuestionConfirm}
      </ConfirmDialog>
    </div>
  );
}

function AnswersTab() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(ANSWER_KEYS);
  const query = useAdminAnswers(filters, page, true);
  const update = useUpdateAdminAnswer();
  const remove = useDeleteAdminAnswer();
  const [toDelete, setToDelete] = useState<AdminAnswer | null>(null);
  const data = query.data;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchBox
          label="Search"
          placeholder="Answer text"
          value={filters.search}
          onSearch={(v) => setFilter('search', v)}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={all(ANSWER_STATUSES, 'All Statuses')}
          onChange={(v) => setFilter('status', v)}
        />
      </div>
      {update.isError && <Alert>Failed to update answer</Alert>}
      {data ? (
        data.answers.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No answers found</p>
        ) : (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            <p className="mb-2 text-sm text-slate-700">{formatTotal(data.pagination)} answers</p>
            <AdminTable
              columns={['Answer', 'Question', 'Author', 'Status', 'Likes', 'Created', 'Actions']}
              minWidth="min-w-[56rem]"
            >
              {data.answers.map((answer) => (
                <tr key={answer._id}>
                  <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal text-slate-900">
                    <span className="line-clamp-3 break-words">{answer.content}</span>
                    {answer.isBestAnswer && <Badge tone="green">Best</Badge>}
                  </th>
                  <td className="max-w-[14rem] px-3 py-2">
                    <Link
                      to={`/questions/${answer.question._id}`}
                      className="break-words text-brand-700 underline underline-offset-2"
                    >
                      {answer.question.title}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{answer.author.name}</td>
                  <td className="px-3 py-2">
                    <select
                      aria-label="Status of the answer"
                      className={inlineSelect}
                      value={answer.status}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate({ id: answer._id, status: event.target.value as AnswerStatus })
                      }
                    >
                      {ANSWER_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {labelOf(status)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{answer.likeCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(answer.createdAt)}</td>
                  <td className="px-3 py-1">
                    <button
                      type="button"
                      className={deleteButton}
                      aria-label="Delete answer"
                      onClick={() => {
                        remove.reset();
                        setToDelete(answer);
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <div className="mt-4">
              <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} />
            </div>
          </div>
        )
      ) : query.isError ? (
        <LoadError message={M.adminAnswersFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <PageStatus text="Loading answers..." />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Answer"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? 'Failed to delete answer' : null}
        danger
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {M.adminDeleteAnswerConfirm}
      </ConfirmDialog>
    </div>
  );
}

/** Q&A management: four cards, then the Questions and Answers tabs (the tab is in the URL too). */
export function AdminQaPage() {
  const stats = useQaStats();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'answers' ? 'answers' : 'questions';
  const value = (n: number | undefined) =>
    n === undefined ? '…' : formatTotal({ total: n, capped: stats.data?.capped && n >= COUNT_CAP });
  return (
    <>
      <AdminPageHeader title="Q&A Management" subtitle="Moderate questions, polls and answers." />
      <div className="space-y-5">
        <StatCards
          stats={[
            { label: 'Total Questions', value: value(stats.data?.totalQuestions) },
            { label: 'Active Questions', value: value(stats.data?.activeQuestions) },
            { label: 'Total Answers', value: value(stats.data?.totalAnswers) },
            { label: 'Reported Content', value: value(stats.data?.reportedContent) },
          ]}
        />
        <Tabs
          label="Q&A"
          value={tab}
          onChange={(id) => setSearchParams(id === 'answers' ? { tab: 'answers' } : {}, { replace: true })}
          tabs={[
            { id: 'questions', label: 'Questions', panel: <QuestionsTab /> },
            { id: 'answers', label: 'Answers', panel: <AnswersTab /> },
          ]}
        />
      </div>
    </>
  );
}
