import type { QueryClient } from '@tanstack/react-query';
import type { QuestionDetail } from '@sangam/shared/questions';
import { queryKeys } from '../../../api/queryKeys.ts';

/**
 * Writes a change the server answered into the open question's page. A refetch would do too, but every read of a
 * question counts a view, so a vote or an answer would count one more.
 */
export function updateDetail(queryClient: QueryClient, id: string, change: (detail: QuestionDetail) => QuestionDetail) {
  queryClient.setQueryData<QuestionDetail>(queryKeys.questions.one(id), (detail) => detail && change(detail));
  // Lists show counts too; they refetch when next shown.
  void queryClient.invalidateQueries({ queryKey: ['questions', 'list'], refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: queryKeys.questions.trending, refetchType: 'none' });
}
