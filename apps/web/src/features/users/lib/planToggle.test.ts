import { describe, expect, it } from 'vitest';
import { effectivePlan } from '@sangam/shared/plans';
import { canMakeAdmin, planToggleFor } from './planToggle.ts';

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

describe('planToggleFor', () => {
  it.each([
    [{ planType: 'free', premiumExpiresAt: PAST }, 'Make Premium'],
    [{ planType: 'basic', premiumExpiresAt: PAST }, 'Make Premium'],
    [{ planType: 'premium', premiumExpiresAt: PAST }, 'Make Premium'], // expired: renew first
  ] as const)('%o -> %s', (user, label) => expect(planToggleFor(user)?.label).toBe(label));

  it('never puts Make Admin where Make Premium was: premium members get no plan toggle', () => {
    expect(planToggleFor({ planType: 'premium', premiumExpiresAt: FUTURE })).toBeNull();
    expect(canMakeAdmin({ planType: 'premium', premiumExpiresAt: FUTURE })).toBe(true);
    expect(canMakeAdmin({ planType: 'free', premiumExpiresAt: PAST })).toBe(false);
    expect(canMakeAdmin({ planType: 'admin', premiumExpiresAt: PAST })).toBe(false);
  });

  it('offers nothing for admins', () =>
    expect(planToggleFor({ planType: 'admin', premiumExpiresAt: PAST })).toBeNull());

  it('sends the plan the label names', () => {
    expect(planToggleFor({ planType: 'free', premiumExpiresAt: PAST })?.planType).toBe('premium');
  });

  it('treats an expired premium as free', () =>
    expect(effectivePlan({ planType: 'premium', premiumExpiresAt: PAST })).toBe('free'));
});
