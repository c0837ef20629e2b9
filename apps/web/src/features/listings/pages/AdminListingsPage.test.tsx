import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@sangam/shared/listings';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminListingsPage } from './AdminListingsPage.tsx';

const admin = member({ id: 'admin', name: 'Admin', planType: 'admin', bio: 'Hi' });

function setup(
  listings: Listing[],
  putReply: MockReply = { body: { message: 'Listing updated successfully', listing: listings[0] } },
) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: admin } };
    if (url.startsWith('/api/admin/listings/') && init.method === 'PUT') return putReply;
    if (url.startsWith('/api/admin/listings')) {
      return { body: { listings, pagination: { page: 1, limit: 20, total: listings.length, pages: 1 } } };
    }
    return { body: {} };
  });
  renderWithApp(<AdminListingsPage />, { path: '/admin/listings' });
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: requestBody(init) }));

describe('AdminListingsPage', () => {
  it('sends the opposite status with the other fields', async () => {
    const fetchMock = setup([
      listing({ _id: 'a', title: 'Sharma Plumbing', approved: true, premiumRequired: true }),
      listing({ _id: 'p', title: 'Meena Tuition', category: 'Tutor', description: 'Maths', approved: false }),
    ]);
    const events = userEvent.setup();
    const approvedRow = (await screen.findByRole('link', { name: 'Sharma Plumbing' })).closest('tr')!;
    expect(within(approvedRow).getByText('Approved')).toBeInTheDocument();
    const pendingRow = screen.getByRole('link', { name: 'Meena Tuition' }).closest('tr')!;
    expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();

    await events.click(within(approvedRow).getByRole('button', { name: /^Set Pending/ }));
    await events.click(within(pendingRow).getByRole('button', { name: /^Approve/ }));

    expect(puts(fetchMock)).toEqual([
      {
        url: '/api/admin/listings/a',
        body: {
          title: 'Sharma Plumbing',
          category: 'Plumber',
          description: 'Leaks, taps and geysers fixed the same day.',
          approved: false,
          premiumRequired: true,
        },
      },
      {
        url: '/api/admin/listings/p',
        body: {
          title: 'Meena Tuition',
          category: 'Tutor',
          description: 'Maths',
          approved: true,
          premiumRequired: false,
        },
      },
    ]);
  });

  it('refuses to save an edit with a blank title', async () => {
    const fetchMock = setup([listing({ _id: 'a', title: 'Sharma Plumbing' })]);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    await events.clear(within(dialog).getByLabelText('Title *'));
    await events.type(within(dialog).getByLabelText('Title *'), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);
  });

  it('says when there are no listings', async () => {
    setup([]);
    expect(await screen.findByText('No listings found')).toBeInTheDocument();
  });
});
