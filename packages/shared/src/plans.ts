// Plan checks without zod (for the web app's first chunk); user.ts re-exports them.
import type { PlanType, User } from './user.ts';

/** Premium and admin members may see other members' contact details. */
export const hasPremiumAccess = (user: Pick<User, 'planType'> | null | undefined) =>
  user?.planType === 'premium' || user?.planType === 'admin';

export const isAdmin = (user: Pick<User, 'planType'> | null | undefined) => user?.planType === 'admin';

/**
 * The plan a member actually has, decided in one place for the server and the web app: premium lapses at
 * its expiry (one year after purchase) and the member is free again; 'basic' is the spec's other name for free.
 */
export function effectivePlan(
  user: { planType: PlanType; premiumExpiresAt?: string | null },
  now = Date.now(),
): 'free' | 'premium' | 'admin' {
  if (user.planType === 'admin') return 'admin';
  if (user.planType !== 'premium') return 'free';
  return user.premiumExpiresAt && new Date(user.premiumExpiresAt).getTime() <= now ? 'free' : 'premium';
}
