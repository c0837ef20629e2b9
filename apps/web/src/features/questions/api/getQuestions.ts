import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QUESTION_LIMITS } from '@sangam/shared/question-messages';
import type { QuestionsReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface QuestionsParams {
  search: string;
  category: string;
  type: string;
  featured: boolean;
  page: number;
}

/** GET /api/questions: one page of active questions, newest first. */
export const fetchQuestions = ({ search, category, type, featured, page }: QuestionsParams, signal?: AbortSignal) =>
  api.get<QuestionsReply>('/questions', {
    query: {
      search,
      category,
      type,
      featured: featured ? 'true' : undefined,
      status: 'active',
      page,
      limit: QUESTION_LIMITS.pageSize,
    },
    signal,
  });

export const questionsQuery = (params: QuestionsParams) =>
  queryOptions({
    queryKey: queryKeys.questions.list(params.search, params.category, params.type, params.featured, params.page),
    queryFn: ({ signal }) => fetchQuestions(params, signal),
  });

export const useQuestions = (params: QuestionsParams, enabled = true) =>
  useQuery({ ...questionsQuery(params), placeholderData: keepPreviousData, enabled });
