import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already retries (with backoff, only where safe), so queries do not retry again.
 * No refetch on focus: members pay for mobile data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
