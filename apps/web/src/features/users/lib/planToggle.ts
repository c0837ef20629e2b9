import type { AdminUser } from '@sangam/shared/admin';
import { effectivePlan } from '@sangam/shared/plans';

type PlanView = Pick<AdminUser, 'planType' | 'premiumExpiresAt'>;

export interface PlanToggle {
  label: 'Make Premium';
  planType: 'premium';
}

/** The plan change of the Actions column: Make Premium for members who are not premium (nor admin). */
export function planToggleFor(user: PlanView): PlanToggle | null {
  return effectivePlan(user) === 'free' ? { label: 'Make Premium', planType: 'premium' } : null;
}

/**
 * Spec section 2: a premium member can be made admin. Granting admin is not a plan change in the same spot as
 * Make Premium (two taps would make anyone an admin): it sits in the Plan column and always asks first.
 */
export const canMakeAdmin = (user: PlanView) => effectivePlan(user) === 'premium';
