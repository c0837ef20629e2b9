import { describe, expect, it } from 'vitest';
import { effectivePlan, planToggleFor } from './planToggle.ts';

describe('planToggleFor', () => {
  it.each([
    [{ planType: 'free', premiumActive: false }, 'Make Premium'],
    [{ planType: 'basic', premiumActive: false }, 'Make Premium'],
    [{ planType: 'premium', premiumActive: false }, 'Make Premium'], // expired: renew first
    [{ planType: 'premium', premiumActive: true }, 'Make Admin'],
  ] as const)('%o -> %s', (user, label) => expect(planToggleFor(user)?.label).toBe(label));

  it('offers nothing for admins', () => expect(planToggleFor({ planType: 'admin', premiumActive: false })).toBeNull());

  it('sends the plan the label names', () => {
    expect(planToggleFor({ planType: 'free', premiumActive: false })?.planType).toBe('premium');
    expect(planToggleFor({ planType: 'premium', premiumActive: true })?.planType).toBe('admin');
  });

  it('treats an expired premium as free', () =>
    expect(effectivePlan({ planType: 'premium', premiumActive: false })).toBe('free'));
});
