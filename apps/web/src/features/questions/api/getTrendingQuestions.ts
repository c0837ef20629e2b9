import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUESTION_LIMITS } from '@sangam/shared/question-messages';
import type { TrendingReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/questions/trending: the top questions by recent answers, likes and views, decaying with age. */
export const fetchTrending = (signal?: AbortSignal) =>
  api.get<TrendingReply>('/questions/trending', { query: { limit: QUESTION_LIMITS.trending }, signal });

export const trendingQuery = () =>
  queryOptions({ queryKey: queryKeys.questions.trending, queryFn: ({ signal }) => fetchTrending(signal) });

export const useTrendingQuestions = (enabled = true) => useQuery({ ...trendingQuery(), enabled });
