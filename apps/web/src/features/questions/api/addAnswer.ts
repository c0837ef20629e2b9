import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { updateDetail } from './detailCache.ts';

/** POST /api/answers. */
export const addAnswer = (body: { questionId: string; content: string }) => api.post<AnswerReply>('/answers', body);

export function useAddAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addAnswer({ questionId, content }),
    onSuccess: ({ answer }) =>
      updateDetail(queryClient, questionId, (detail) => ({
        question: { ...detail.question, answerCount: detail.question.answerCount + 1 },
        answers: [...detail.answers, answer],
      })),
  });
}
