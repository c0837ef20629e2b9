import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionDetail } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/questions/:id: the question and its answers, the best one first. */
export const fetchQuestion = (id: string, signal?: AbortSignal) =>
  api.get<QuestionDetail>(`/questions/${encodeURIComponent(id)}`, { signal });

export const questionQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.questions.one(id), queryFn: ({ signal }) => fetchQuestion(id, signal) });

export const useQuestion = (id: string) => useQuery(questionQuery(id));
