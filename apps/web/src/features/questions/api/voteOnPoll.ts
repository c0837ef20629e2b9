import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteReply } from '@sangam/shared/questions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { updateDetail } from './detailCache.ts';

/** POST /api/questions/:id/vote (never retried: a retried vote would be refused as a second one). */
export const voteOnPoll = ({ id, optionIndex }: { id: string; optionIndex: number }) =>
  api.post<VoteReply>(`/questions/${encodeURIComponent(id)}/vote`, { optionIndex });

export function useVoteOnPoll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIndex: number) => voteOnPoll({ id, optionIndex }),
    onSuccess: (reply) =>
      updateDetail(queryClient, id, (detail) => ({
        ...detail,
        question: { ...detail.question, totalVotes: reply.totalVotes, pollOptions: reply.pollResults, hasVoted: true },
      })),
    // A refused vote (expired, already voted elsewhere) means the page is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.one(id) }),
  });
}
