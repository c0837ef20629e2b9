import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, formatRupees, renewalDue } from './payment-messages.ts';
import { AdminPaymentsQuerySchema, CreateOrderSchema, VerifyPaymentSchema } from './payments.ts';
import { TIER_TABLE } from './referrals.ts';

const DAY = 86_400_000;

describe('payments', () => {
  it('formats paise as rupees', () => {
    expect(formatRupees(49_900)).toBe('₹499');
    expect(formatRupees(149_700)).toBe('₹1,497');
    expect(formatRupees(50)).toBe('₹0.50');
  });

  it('offers renewal only in a premium member’s last 30 days', () => {
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY).toISOString();
    expect(renewalDue({ planType: 'premium', premiumExpiresAt: at(10) }, now)).toBe(true);
    expect(renewalDue({ planType: 'premium', premiumExpiresAt: at(31) }, now)).toBe(false);
    expect(renewalDue({ planType: 'premium', premiumExpiresAt: at(-1) }, now)).toBe(false);
    expect(renewalDue({ planType: 'admin', premiumExpiresAt: null }, now)).toBe(false);
    expect(renewalDue({ planType: 'free', premiumExpiresAt: null }, now)).toBe(false);
  });

  it('takes only the plan from an order body and checks the signature’s shape', () => {
    expect(CreateOrderSchema.parse({ plan: 'premium-yearly', amount: 1 })).toEqual({ plan: 'premium-yearly' });
    const bad = VerifyPaymentSchema.safeParse({ orderId: 'o', providerPaymentId: 'pay_1', signature: 'xyz' });
    expect(bad.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.signatureInvalid);
    expect(AdminPaymentsQuerySchema.parse({ status: '', from: '' })).toMatchObject({ page: 1, limit: 20 });
  });

  it('every premium reward of the tier table is a delivered benefit', () => {
    const rewards = TIER_TABLE.flatMap((row) => row.benefits.filter((b) => b.premiumDays));
    expect(rewards.map((b) => [b.text, b.premiumDays, b.delivered])).toEqual([
      ['referrals.benefit.freeMonth', 30, true],
      ['referrals.benefit.freeRenewal', 365, true],
    ]);
  });
});
