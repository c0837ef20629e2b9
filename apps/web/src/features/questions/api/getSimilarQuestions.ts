import { useQuery } from '@tanstack/react-query';
import type { SimilarReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/questions/similar: existing questions matching a title being typed (from the search index). */
export const fetchSimilar = (title: string, signal?: AbortSignal) =>
  api.get<SimilarReply>('/questions/similar', { query: { title }, signal });

/** Only titles of 3 or more characters ask (fewer match almost everything). */
export const useSimilarQuestions = (title: string) =>
  useQuery({
    queryKey: queryKeys.questions.similar(title),
    queryFn: ({ signal }) => fetchSimilar(title, signal),
    enabled: title.length >= 3,
    staleTime: 60_000,
  });
