import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { UserReply } from '@sangam/shared/profile';
import type { User } from '@sangam/shared/user';
import { api } from '../../../api/client.ts';
import { assertProfileNotThrottled, withProfileRetries } from '../lib/profileFetch.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const userProfileKey = queryKeys.users.one;
export const userThrottleKey = (userId: string) => `profile-${userId}`;

/**
 * GET /api/users/:id: the member as this viewer may see them (contacts only for premium, admin or self). The first
 * request of a shared link (the page's prefetch) is not throttled: if it fails, the page asks again at once.
 */
export async function fetchUserProfile(userId: string, { throttle = true } = {}): Promise<User> {
  if (throttle) assertProfileNotThrottled(userThrottleKey(userId));
  const reply = await withProfileRetries(() =>
    api.get<UserReply>(`/users/${encodeURIComponent(userId)}`, { retries: 0 }),
  );
  return reply.user;
}

/** Kept 5 minutes (spec's profile cache); a failed refetch keeps showing the copy we have. */
export const userProfileQuery = (userId: string, { throttle = true } = {}) =>
  queryOptions({
    queryKey: userProfileKey(userId),
    // No abort signal: a request cancelled by a quick unmount would count against the 10 s throttle.
    queryFn: () => fetchUserProfile(userId, { throttle }),
    staleTime: TIMING.profileCacheMs,
    gcTime: TIMING.profileCacheMs,
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQuery(userId));
