// Trust and safety's TanStack Query keys. Kept here rather than in api/queryKeys.ts, which the first paint's chunk
// carries: only the Blocked members list reads them.
export const safetyKeys = {
  blocks: ['safety', 'blocks'] as const,
  blocksPage: (page: number) => ['safety', 'blocks', page] as const,
};
