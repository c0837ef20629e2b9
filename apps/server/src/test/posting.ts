import { afterAll, beforeAll } from 'vitest';
import { POSTING_LIMITS, type PostingKind } from '@sangam/shared/moderation';
import type { UserRow } from '../db/types.ts';

/**
 * Fields of a member whose account is older than a day, so the posting limits are the full ones (a new account's
 * are half): `useTestApp({ author: ['free', { ...SETTLED, name: 'Asha' }] })`.
 */
export const SETTLED = {
  createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
} as const satisfies Partial<UserRow>;

/**
 * For a test file whose one author posts more of `kind` than a day allows (a file about polls, say, not about
 * limits): the limit is `to` while the file runs (each test file has its own modules). posting-limits.test.ts
 * holds the real limits.
 */
export function raisePostingLimit(kind: PostingKind, to: number) {
  const before = POSTING_LIMITS[kind];
  beforeAll(() => {
    POSTING_LIMITS[kind] = to;
  });
  afterAll(() => {
    POSTING_LIMITS[kind] = before;
  });
}
