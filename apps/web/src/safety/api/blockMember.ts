import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedMember } from '@sangam/shared/moderation';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** POST /api/blocks/:userId -> 201 { message, block }. */
export const blockMember = (userId: string) =>
  api.post<{ message: string; block: BlockedMember }>(`/blocks/${encodeURIComponent(userId)}`);

/**
 * A block changes what many lists and pages show (the directory, the matrimonial list, Q&A and comments collapse):
 * every cached reply is out of date. The blocked member's profile is dropped (it answers 404 to the blocker now).
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: (_reply, userId) => {
      queryClient.removeQueries({ queryKey: queryKeys.users.one(userId) });
      // Marked out of date, fetched again when a page shows them (the blocker is about to leave this one).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'profile',
        refetchType: 'none',
      });
    },
  });
}
