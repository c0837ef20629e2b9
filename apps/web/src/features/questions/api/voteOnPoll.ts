import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/questions/:id/vote (never retried: a retried vote would be refused as a second one). */
export const voteOnPoll = ({ id, optionIndex }: { id: string; optionIndex: number }) =>
  api.post<VoteReply>(`/questions/${encodeURIComponent(id)}/vote`, { optionIndex });

export function useVoteOnPoll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIndex: number) => voteOnPoll({ id, optionIndex }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.one(id) }),
  });
}
