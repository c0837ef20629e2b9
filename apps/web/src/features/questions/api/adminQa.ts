import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUESTION_LIMITS } from '@sangam/shared/question-messages';
import type {
  AdminAnswersReply,
  AdminQuestionUpdate,
  AnswerStatus,
  QaStats,
  QuestionsReply,
} from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

// Q&A management's calls: GET /api/admin/qa/stats, /api/admin/questions and /api/admin/answers, their PUTs and DELETEs.

export const useQaStats = () =>
  useQuery({
    queryKey: queryKeys.questions.adminStats,
    queryFn: ({ signal }) => api.get<QaStats>('/admin/qa/stats', { signal }),
  });

export type AdminQuestionFilters = { search: string; category: string; type: string; status: string; priority: string };

export const useAdminQuestions = (filters: AdminQuestionFilters, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.questions.adminQuestions, filters, page],
    queryFn: ({ signal }) =>
      api.get<QuestionsReply>('/admin/questions', {
        query: { ...filters, page, limit: QUESTION_LIMITS.adminPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAdminAnswers = (filters: { search: string; status: string }, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.questions.adminAnswers, filters, page],
    queryFn: ({ signal }) =>
      api.get<AdminAnswersReply>('/admin/answers', {
        query: { ...filters, page, limit: QUESTION_LIMITS.adminPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every change refreshes the tables, the cards and the public pages. */
function useQaMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'qa'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
      ]),
  });
}

export const useUpdateAdminQuestion = () =>
  useQaMutation(({ id, body }: { id: string; body: AdminQuestionUpdate }) =>
    api.put(`/admin/questions/${encodeURIComponent(id)}`, body),
  );

export const useDeleteAdminQuestion = () =>
  useQaMutation((id: string) => api.delete(`/admin/questions/${encodeURIComponent(id)}`));

export const useUpdateAdminAnswer = () =>
  useQaMutation(({ id, status }: { id: string; status: AnswerStatus }) =>
    api.put(`/admin/answers/${encodeURIComponent(id)}`, { status }),
  );

export const useDeleteAdminAnswer = () =>
  useQaMutation((id: string) => api.delete(`/admin/answers/${encodeURIComponent(id)}`));
