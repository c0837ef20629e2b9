import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput, QuestionReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/questions (a new post) or PUT /api/questions/:id (the author's edit). */
export const saveQuestion = ({ id, body }: { id?: string; body: QuestionInput }) =>
  id
    ? api.put<QuestionReply>(`/questions/${encodeURIComponent(id)}`, body)
    : api.post<QuestionReply>('/questions', body);

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
