import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { updateDetail } from './detailCache.ts';

/** POST /api/answers/:id/mark-best (the question's author or an admin). */
export const markBestAnswer = (answerId: string) =>
  api.post<AnswerReply>(`/answers/${encodeURIComponent(answerId)}/mark-best`);

export function useMarkBestAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBestAnswer,
    // One best answer, pinned first; the others keep their order.
    onSuccess: ({ answer }) =>
      updateDetail(queryClient, questionId, (detail) => {
        const answers = detail.answers.map((a) => ({ ...a, isBestAnswer: a._id === answer._id }));
        return {
          question: { ...detail.question, bestAnswer: answer._id },
          answers: [
            ...answers.filter((a) => a.isBestAnswer),
            ...answers.filter((a) => !a.isBestAnswer).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
          ],
        };
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.one(questionId) }),
  });
}
