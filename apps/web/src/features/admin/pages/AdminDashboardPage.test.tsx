import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@sangam/shared/admin';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const empty: Dashboard = {
  userStats: { total: 12, premium: 3, active: 9, deactivated: 2, suspended: 1, admins: 1 },
  listingStats: { total: 0, byCategory: {} },
  referralStats: { total: 4, completed: 1 },
  paymentStats: { revenueThisMonth: 149_700, testPaymentsThisMonth: 0 },
  recentUsers: [],
  topReferrers: [],
  recentReferrals: [],
  auditLog: [],
  backups: { scheduled: true, last: null, failure: null, overdue: true },
};

function setup(reply: () => MockReply) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url === '/api/admin/dashboard') return reply();
    return { body: {} };
  });
  renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard' });
  return fetchMock;
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AdminDashboardPage', () => {
  it('shows the stat cards, deactivated counting suspended members too', async () => {
    setup(() => ({ body: empty }));
    expect(await screen.findByText('Total Users', { selector: 'dt' })).toBeInTheDocument();
    expect(stat('Total Users')).toBe('12');
    expect(stat('Premium Members')).toBe('3');
    expect(stat('Revenue This Month')).toBe('₹1,497');
    expect(stat('Active Users')).toBe('9');
    expect(stat('Total Listings')).toBe('0');
    expect(stat('Total Referrals')).toBe('4');
    expect(stat('Completed Referrals')).toBe('1');
    expect(stat('Deactivated Users')).toBe('3');
    expect(stat('Admin Users')).toBe('1');
  });

  it("says so in the spec's words when every list is empty", async () => {
    setup(() => ({ body: empty }));
    expect(await screen.findByText('No recent users found')).toBeInTheDocument();
    expect(screen.getByText('No listing categories found')).toBeInTheDocument();
    expect(screen.getByText('No referrers found')).toBeInTheDocument();
    expect(screen.getByText('No recent referral activity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/referrals');
  });

  it('lists recent users, categories, referrers, referral activity and admin activity', async () => {
    setup(() => ({
      body: {
        ...empty,
        listingStats: { total: 3, byCategory: { Plumber: 2, Tutor: 1 } },
        recentUsers: [
          {
            _id: 'u1',
            name: 'Ravi Kumar',
            phoneNumber: '9123456789',
            planType: 'premium',
            accountStatus: 'active',
            createdAt: '2026-01-05T10:00:00Z',
          },
        ],
        topReferrers: [
          { _id: 'r1', name: 'Meena Shah', referralCode: 'MEENA1', referralStats: { successfulReferrals: 7 } },
        ],
        recentReferrals: [
          {
            _id: 'f1',
            referrer: { name: 'Meena Shah' },
            referred: { name: 'Ravi Kumar' },
            referralDate: '2026-01-05T10:00:00Z',
            status: 'pending',
          },
        ],
        auditLog: [
          {
            _id: 'a1',
            actor: { name: 'Admin Person' },
            action: 'updated',
            target: { name: 'Ravi Kumar' },
            details: 'plan: free -> premium',
            createdAt: '2026-01-05T10:00:00Z',
          },
          {
            _id: 'a2',
            actor: { name: 'Admin Person' },
            action: 'listing.approve',
            target: { name: 'Leak repairs' },
            details: '',
            createdAt: '2026-01-05T09:00:00Z',
          },
        ],
      },
    }));
    const usersTable = await screen.findByRole('table');
    expect(within(usersTable).getByText('9123456789')).toBeInTheDocument();
    expect(within(usersTable).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Listings by category' })).toHaveTextContent('Plumber2');
    expect(screen.getByText('MEENA1', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveClass('bg-amber-100');
    expect(screen.getByText('plan: free -> premium')).toBeInTheDocument();
    const approval = screen.getByText('Leak repairs').closest('p')!;
    expect(approval).toHaveTextContent('Admin Person approved the listing Leak repairs');
    expect(screen.getByRole('link', { name: 'View Audit Log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('offers Try Again after a failure and recovers', async () => {
    let fail = true;
    const fetchMock = setup(() => (fail ? { status: 403, body: { message: 'Access denied.' } } : { body: empty }));
    expect(await screen.findByText('Failed to load dashboard data. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No recent users found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/dashboard')).toHaveLength(2);
  });

  it("shows a server failure's reference, the id selected whole by one tap, for the admin to quote", async () => {
    // A GET is tried again after a 5xx: the clock skips the waits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup(() => ({
        status: 500,
        body: {
          message: 'Something went wrong on our side. Please try again.',
          type: 'INTERNAL_ERROR',
          requestId: '3f9c1a2b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
        },
      }));
      for (let i = 0; i < 10 && !screen.queryByTestId('error-reference'); i++)
        await act(() => vi.advanceTimersByTimeAsync(10_000));
      const id = screen.getByTestId('error-reference');
      expect(id).toHaveTextContent(/^3f9c1a2b$/);
      expect(id).toHaveClass('select-all');
      expect(id.parentElement).toHaveTextContent(/^Reference: 3f9c1a2b$/);
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again.');
    } finally {
      vi.useRealTimers();
    }
  });
});
