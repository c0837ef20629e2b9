import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/answers/:id/mark-best (the question's author or an admin). */
export const markBestAnswer = (answerId: string) =>
  api.post<{ answer: Answer }>(`/answers/${encodeURIComponent(answerId)}/mark-best`);

export function useMarkBestAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBestAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.one(questionId) }),
  });
}
