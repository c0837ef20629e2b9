import type { AdminUser } from '@sangam/shared/admin';
import { effectivePlan } from '@sangam/shared/plans';

type PlanView = Pick<AdminUser, 'planType' | 'premiumExpiresAt'>;

export interface PlanToggle {
  label: 'Make Admin' | 'Make Premium';
  planType: 'admin' | 'premium';
}

/** Spec section 2: a premium member can be made admin, any other non-admin premium; admins have no toggle. */
export function planToggleFor(user: PlanView): PlanToggle | null {
  const plan = effectivePlan(user);
  if (plan === 'admin') return null;
  if (plan === 'premium') return { label: 'Make Admin', planType: 'admin' };
  return { label: 'Make Premium', planType: 'premium' };
}
