export type TierProgress =
  | { kind: 'max' }
  | { kind: 'next'; nextTier: string; current: number; target: number; percent: number; remaining: number };

/**
 * Progress to the next tier as the spec defines it: successful referrals over the next tier's
 * minimum (not over the gap between tiers), capped at 100 %, with the count still needed.
 * No next tier means the top tier is reached.
 */
export function tierProgress(
  successfulReferrals: number,
  next: { tier: string; minReferrals: number } | null | undefined,
): TierProgress {
  if (!next) return { kind: 'max' };
  const current = Math.max(0, successfulReferrals);
  const target = Math.max(0, next.minReferrals);
  const percent = target === 0 ? 100 : Math.min(100, Math.floor((current / target) * 100));
  return { kind: 'next', nextTier: next.tier, current, target, percent, remaining: Math.max(0, target - current) };
}
