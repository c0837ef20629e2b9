import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionInput } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

type Reply = { question: Question; message?: string };

/** POST /api/questions (a new post) or PUT /api/questions/:id (the author's edit). */
export const saveQuestion = ({ id, body }: { id?: string; body: QuestionInput }) =>
  id ? api.put<Reply>(`/questions/${encodeURIComponent(id)}`, body) : api.post<Reply>('/questions', body);

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
