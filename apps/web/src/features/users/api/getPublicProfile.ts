import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { PublicUserReply } from '@sangam/shared/profile';
import type { PublicMember } from '@sangam/shared/user';
import { api } from '../../../api/client.ts';
import { withProfileRetries } from '../lib/profileFetch.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/users/:id/public, without a token: the limited view for visitors (no contacts). */
export async function fetchPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicMember> {
  const reply = await withProfileRetries(() =>
    api.get<PublicUserReply>(`/users/${encodeURIComponent(userId)}/public`, {
      auth: false,
      retries: 0,
      signal,
    }),
  );
  return reply.user;
}

export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.public(userId),
    queryFn: ({ signal }) => fetchPublicProfile(userId, signal),
    staleTime: TIMING.profileCacheMs,
    gcTime: TIMING.profileCacheMs,
  });

export const usePublicProfile = (userId: string) => useQuery(publicProfileQuery(userId));
