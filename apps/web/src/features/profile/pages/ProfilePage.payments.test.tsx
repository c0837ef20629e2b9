import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@sangam/shared/user';
import { mockFetch } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { expectLink } from '../../../test/expectLink.ts';

const PAYMENT = {
  _id: 'p1',
  receiptNumber: 'SGM/2026-27/00007',
  plan: 'premium-yearly',
  amount: 49_900,
  currency: 'INR',
  status: 'paid',
  providerPaymentId: 'pay_ABCDEFGHIJKLMN',
  paidAt: '2026-05-01T10:00:00.000Z',
  periodStart: '2026-05-01T10:00:00.000Z',
  periodEnd: '2027-05-01T10:00:00.000Z',
  refundedAt: null,
  createdAt: '2026-05-01T09:59:00.000Z',
};

function setup(me: User, payments: unknown[]) {
  localStorage.setItem('token', 'tok');
  mockFetch((url) => {
    if (url === '/api/profile/me') return { body: { user: me } };
    if (url === '/api/payments/me') return { body: { payments } };
    return { body: {} };
  });
  renderWithApp(<ProfilePage />, { path: '/profile' });
}

describe('ProfilePage payments', () => {
  it('shows the renewal notice in the last 30 days and the payment history with receipts', async () => {
    const soon = new Date(Date.now() + 12 * 86_400_000).toISOString();
    setup(member({ bio: 'Teacher in Pune', planType: 'premium', premiumExpiresAt: soon }), [PAYMENT]);
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(await screen.findByRole('heading', { name: 'Payment history' })).toBeInTheDocument();
    expect(screen.getByText(/Your premium ends on .+:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/upgrade-membership');
    expect(screen.getByText(/₹499 · Premium, 1 year/)).toBeInTheDocument();
    expectLink(screen, 'Receipt SGM/2026-27/00007', '/payments/p1/receipt');
  });

  it('shows neither to a free member who never paid', async () => {
    setup(member({ bio: 'Teacher in Pune' }), []);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment history' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your premium ends on/)).not.toBeInTheDocument();
  });
});
