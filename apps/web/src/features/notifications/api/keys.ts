// The feature's TanStack Query keys. Kept here rather than in api/queryKeys.ts, which the first paint's chunk
// carries: nothing outside this feature reads them, and the bell's code stays out of that chunk.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
