import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** DELETE /api/blocks/:userId -> 200 { message }. */
export const unblockMember = (userId: string) =>
  api.delete<{ message: string }>(`/blocks/${encodeURIComponent(userId)}`);

/** The member comes back everywhere: every cached list and page is out of date, the Blocked members list too. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'profile' }),
  });
}
