import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface SaveMutationOptions<TReply, TVariables> {
  /** Writes what the reply already tells into the cache (or drops what is gone) before the refetches. */
  onSaved?: (queryClient: QueryClient, reply: TReply, variables: TVariables) => unknown;
  /** The queries the change makes stale: refetched at once where shown, when next shown elsewhere. */
  invalidates?: readonly QueryKey[];
}

/** A mutation that brings the cache up to date when it succeeds; it stays pending until the refetches end. */
export function useSaveMutation<TReply, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TReply>,
  { onSaved, invalidates = [] }: SaveMutationOptions<TReply, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply: TReply, variables: TVariables) => {
      await onSaved?.(queryClient, reply, variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
