import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminMatrimonialPage } from './AdminMatrimonialPage.tsx';

const pending = matrimonialProfile({
  _id: 'p1',
  fullName: 'Priya Kamble',
  approvalStatus: 'pending',
  status: 'pending',
});
const approved = matrimonialProfile({ _id: 'p2', fullName: 'Rahul Gaikwad', gender: 'male' });
const rejected = matrimonialProfile({
  _id: 'p3',
  fullName: 'Sneha Jadhav',
  approvalStatus: 'rejected',
  status: 'rejected',
});

function setup(profiles: MatrimonialProfile[]) {
  localStorage.setItem('token', 'tok');
  return mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url.startsWith('/api/admin/matrimonial/stats')) {
      return { body: { total: profiles.length, pending: 1, approved: 1, rejected: 1 } };
    }
    if (init.method === 'PUT' && url.endsWith('/approval')) {
      const { action, adminNotes } = requestBody(init) as { action: 'approve' | 'reject'; adminNotes: string };
      const status = action === 'approve' ? 'approved' : 'rejected';
      const profile = profiles.find((p) => url.includes(`/${p._id}/`))!;
      return { body: { profile: { ...profile, approvalStatus: status, status, adminNotes } } };
    }
    if (url.startsWith('/api/admin/matrimonial/profiles')) {
      return { body: { profiles, pagination: { page: 1, limit: 20, total: profiles.length, totalPages: 1 } } };
    }
    return { body: {} };
  });
}

const reviews = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/approval'))
    .map(([url, init]) => [url, requestBody(init)]);

/** Opens Profile Details from the name in the table. */
async function details(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Profile Details' });
}

describe('AdminMatrimonialPage: Profile Details', () => {
  it('approves a pending profile from its details, with the same confirmation and admin notes as the row', async () => {
    const fetchMock = setup([pending]);
    renderWithApp(<AdminMatrimonialPage />, { path: '/admin/matrimonial' });
    const modal = await details('Priya Kamble');
    expect(within(modal).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Approve' }));

    const confirm = screen.getByRole('dialog', { name: 'Approve Profile' });
    expect(confirm).toHaveTextContent('Priya Kamble');
    await userEvent.type(within(confirm).getByLabelText(/Admin notes/), 'Documents checked');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve Profile' })).not.toBeInTheDocument());
    expect(reviews(fetchMock)).toEqual([
      ['/api/admin/matrimonial/profiles/p1/approval', { action: 'approve', adminNotes: 'Documents checked' }],
    ]);
    // Still open on the profile, now decided: no more Approve or Reject.
    const after = screen.getByRole('dialog', { name: 'Profile Details' });
    expect(within(after).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('rejects from the details; cancelling the confirmation sends nothing', async () => {
    const fetchMock = setup([pending]);
    renderWithApp(<AdminMatrimonialPage />, { path: '/admin/matrimonial' });
    const modal = await details('Priya Kamble');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reject Profile' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(reviews(fetchMock)).toEqual([]);

    await userEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject Profile' });
    await userEvent.type(within(confirm).getByLabelText(/Admin notes/), 'Photo unclear');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reviews(fetchMock)).toEqual([
        ['/api/admin/matrimonial/profiles/p1/approval', { action: 'reject', adminNotes: 'Photo unclear' }],
      ]),
    );
  });

  it('offers Approve and Reject only where the row does: not for approved or rejected profiles', async () => {
    setup([approved, rejected]);
    renderWithApp(<AdminMatrimonialPage />, { path: '/admin/matrimonial' });
    for (const name of ['Rahul Gaikwad', 'Sneha Jadhav']) {
      const row = (await screen.findByRole('button', { name })).closest('tr')!;
      expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      const modal = await details(name);
      expect(within(modal).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(modal).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    }
  });
});
