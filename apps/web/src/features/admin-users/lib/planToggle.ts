import type { AdminUser } from '@sangam/shared/admin';

type PlanView = Pick<AdminUser, 'planType' | 'premiumActive'>;

/** The plan a member actually has: an expired premium (or the old 'basic') is free. */
export function effectivePlan(user: PlanView): 'free' | 'premium' | 'admin' {
  if (user.planType === 'admin') return 'admin';
  if (user.planType === 'premium' && user.premiumActive !== false) return 'premium';
  return 'free';
}

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
