import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MyProfiles } from './MyProfiles.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('My Profiles', () => {
  it('says one clear state for each profile, with the admin’s note and Edit and resubmit when not approved', async () => {
    const mine = [
      matrimonialProfile({ _id: 'a', fullName: 'Asha New', approvalStatus: 'pending', isVisible: false }),
      matrimonialProfile({ _id: 'b', fullName: 'Bina Approved', approvalStatus: 'approved', isVisible: true }),
      matrimonialProfile({
        _id: 'c',
        fullName: 'Chitra Returned',
        approvalStatus: 'rejected',
        isVisible: false,
        adminNotes: 'Please add a clear recent photo.',
      }),
    ];
    mockFetch((url) => (url === '/api/matrimonial/my-profiles' ? { body: { profiles: mine } } : { body: {} }));
    renderWithApp(<MyProfiles />, { path: '/matrimonial' });
    const item = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

    const pending = within(await item('Asha New'));
    expect(pending.getByText('Waiting for approval')).toBeInTheDocument();
    expect(pending.queryByText('Active Profile')).not.toBeInTheDocument();
    expect(pending.queryByText('Pending Verification')).not.toBeInTheDocument();

    expect(within(await item('Bina Approved')).getByText('Approved: visible to members')).toBeInTheDocument();

    const rejected = within(await item('Chitra Returned'));
    expect(rejected.getByText('Not approved: Please add a clear recent photo.')).toBeInTheDocument();
    expect(rejected.queryByText('Under Review')).not.toBeInTheDocument();
    expect(rejected.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/matrimonial/register?edit=c',
    );
  });
});
