import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '@sangam/shared/payments';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { AdminPaymentsPage } from './AdminPaymentsPage.tsx';

const payment = (overrides: Partial<AdminPayment>): AdminPayment => ({
  _id: 'p1',
  receiptNumber: 'SGM/2026-27/000001',
  plan: 'premium-yearly',
  amount: 49_900,
  currency: 'INR',
  status: 'paid',
  providerPaymentId: 'pay_1',
  paidAt: '2026-11-28T01:00:00.000Z',
  periodStart: '2026-11-28T01:00:00.000Z',
  periodEnd: '2027-11-28T01:00:00.000Z',
  refundedAt: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  memberName: 'Asha Kamble',
  member: null,
  provider: 'razorpay',
  providerOrderId: 'order_1',
  note: '',
  ...overrides,
});

describe('test-mode payments on the admin payments screen', () => {
  it('are labelled on their row and counted apart from the money received', async () => {
    const rows = [payment({}), payment({ _id: 'p2', memberName: 'Ravi Test', provider: 'test' })];
    renderPage(<AdminPaymentsPage />, {
      viewer: signedInAdmin,
      path: '/admin/payments',
      route: (url) =>
        url.startsWith('/api/admin/payments')
          ? listReply('payments', rows, {
              totals: { received: 49_900, refunded: 0, paidCount: 1, testReceived: 49_900, testCount: 1 },
            })
          : undefined,
    });
    const testRow = (await screen.findAllByText('Ravi Test'))[0]!.closest('tr, li')!;
    expect(within(testRow as HTMLElement).getByText('Test mode')).toBeInTheDocument();
    const liveRow = screen.getAllByText('Asha Kamble')[0]!.closest('tr, li')!;
    expect(within(liveRow as HTMLElement).queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.getByText('1 test payment, not revenue')).toBeInTheDocument();
  });
});
