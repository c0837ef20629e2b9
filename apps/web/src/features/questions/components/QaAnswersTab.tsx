/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { Link } from 'react-router';
import { ANSWER_STATUSES, QUESTION_MESSAGES as M, labelOf, type AnswerStatus } from '@sangam/shared/question-messages';
import { TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminAnswers, useDeleteAdminAnswer, useUpdateAdminAnswer } from '../api/adminQa.ts';
import { InlineSelect } from './InlineSelect.tsx';
import { pluralTotal } from '@sangam/shared/plural';
import { useT } from '../../../i18n/useT.ts';

const KEYS = ['search', 'status'] as const;
const FILTERS: FilterSpec<(typeof KEYS)[number]>[] = [
  { kind: 'search', name: 'search', label: 'Search', placeholder: 'Answer text' },
  { kind: 'select', name: 'status', label: 'Status', options: withAll('All Statuses', ANSWER_STATUSES, labelOf) },
];

/** The Answers tab of Q&A management: the status changes in place. */
export function QaAnswersTab() {
  const t = useT(); // English screen; the shared messages are drawn in the language shown
  const { filters, page, setFilter, hrefFor } = useUrlFilters(KEYS);
  const query = useAdminAnswers(filters, page, true);
  const update = useUpdateAdminAnswer();
  const remove = useDeleteAdminAnswer();

  return (
    <div className="space-y-4">
      <FilterBar filters={FILTERS} values={filters} onChange={setFilter} className="grid gap-3 sm:grid-cols-2" />
      {update.isError && <Alert>Failed to update answer</Alert>}
      <AdminList
        query={query}
        loading="Loading answers..."
        failed={t(M.adminAnswersFailed)}
        empty="No answers found"
        count={(_, info) => pluralTotal(info, 'answer')}
        hrefFor={hrefFor}
        numbered
        rows={(data) => data.answers}
        rowKey={(answer) => answer._id}
        minWidth="min-w-[56rem]"
        columns={[
          {
            header: 'Answer',
            rowHeader: true,
            className: 'max-w-xs font-normal text-slate-900',
            cell: (answer) => (
              <>
                <span className="line-clamp-3 break-words">{answer.content}</span>
                {answer.isBestAnswer && <Badge tone="green">Best</Badge>}
              </>
            ),
          },
          {
            header: 'Question',
            className: 'max-w-[14rem]',
            cell: (answer) => (
              <Link
                to={`/questions/${answer.question._id}`}
                className="break-words text-brand-700 underline underline-offset-2"
              >
                {answer.question.title}
              </Link>
            ),
          },
          { header: 'Author', cell: (answer) => answer.author.name },
          {
            header: 'Status',
            className: '',
            cell: (answer) => (
              <InlineSelect
                label="Status of the answer"
                value={answer.status}
                values={ANSWER_STATUSES}
                disabled={update.isPending}
                onChange={(status) => update.mutate({ id: answer._id, status: status as AnswerStatus })}
              />
            ),
          },
          { header: 'Likes', cell: (answer) => answer.likeCount },
          { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (a) => formatDate(a.createdAt) },
        ]}
        actions={[
          {
            label: () => 'Delete answer',
            icon: TrashIcon,
            tone: 'danger',
            confirm: confirmDelete(remove, {
              title: 'Delete Answer',
              body: t(M.adminDeleteAnswerConfirm),
              failed: 'Failed to delete answer',
            }),
          },
        ]}
      />
    </div>
  );
}
