import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReferral } from '@sangam/shared/admin';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminReferralsPage } from './AdminReferralsPage.tsx';

const referral = (id: string, name: string, status: AdminReferral['status'], rewardGiven = false): AdminReferral => ({
  _id: id,
  referrer: { _id: 'r1', name: 'Meena Shah', referralCode: 'MEENA1', referralPerks: { currentTier: 'silver' } },
  referred: { _id: `m-${id}`, name, phoneNumber: '9123456789' },
  status,
  source: 'link',
  createdAt: '2026-01-05T10:00:00Z',
  rewardGiven,
});

const list = [
  referral('p', 'Pending Person', 'pending'),
  referral('c', 'Completed Person', 'completed'),
  referral('g', 'Rewarded Person', 'completed', true),
  referral('x', 'Cancelled Person', 'cancelled'),
];

function setup(listReply: () => MockReply, at = '/admin/referrals?tab=referrals') {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (init.method === 'PUT') return { body: { message: 'ok', referral: list[0] } };
    if (url.startsWith('/api/admin/referrals?') || url === '/api/admin/referrals') return listReply();
    return { status: 500, body: {} };
  });
  renderWithApp(<AdminReferralsPage />, { path: '/admin/referrals', at });
  return fetchMock;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('AdminReferralsPage, All Referrals', () => {
  it('offers Complete for pending, Give Reward for completed without reward, nothing for cancelled', async () => {
    const fetchMock = setup(() => ({
      body: { referrals: list, pagination: { page: 1, limit: 20, total: 4, pages: 1 } },
    }));
    expect(within(await rowOf('Pending Person')).getByRole('button', { name: /Complete referral/ })).toHaveTextContent(
      'Complete',
    );
    expect(within(await rowOf('Completed Person')).getByRole('button', { name: /Give reward/ })).toHaveTextContent(
      'Give Reward',
    );
    expect(within(await rowOf('Rewarded Person')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf('Cancelled Person')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(await rowOf('Pending Person')).getByRole('button', { name: /Complete referral/ }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/referrals/p');
    expect(requestBody(put?.[1])).toEqual({ status: 'completed' });
  });

  it("says the spec's sentence when the referrals cannot be loaded", async () => {
    setup(() => ({ status: 403, body: { message: 'Access denied. Admin privileges required.' } }));
    expect(
      await screen.findByText('Failed to load referrals data. Please ensure you are logged in as an admin.'),
    ).toBeInTheDocument();
  });
});
