import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MyProfiles } from './MyProfiles.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('My Profiles -> Matches for you', () => {
  it('is offered on approved profiles only, not on pending or moderated ones', async () => {
    const mine = [
      matrimonialProfile({ _id: 'a', fullName: 'Asha Approved', approvalStatus: 'approved', isVisible: true }),
      matrimonialProfile({ _id: 'b', fullName: 'Bina Pending', approvalStatus: 'pending', isVisible: false }),
      matrimonialProfile({
        _id: 'c',
        fullName: 'Chitra Hidden',
        approvalStatus: 'approved',
        isVisible: true,
        moderation: 'hidden',
      }),
    ];
    mockFetch((url) => (url === '/api/matrimonial/my-profiles' ? { body: { profiles: mine } } : { body: {} }));
    renderWithApp(<MyProfiles />, { path: '/matrimonial' });
    const item = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li')!);

    expect((await item('Asha Approved')).getByRole('link', { name: 'Matches for you' })).toHaveAttribute(
      'href',
      '/matrimonial/matches/a',
    );
    expect((await item('Bina Pending')).queryByRole('link', { name: 'Matches for you' })).not.toBeInTheDocument();
    expect((await item('Chitra Hidden')).queryByRole('link', { name: 'Matches for you' })).not.toBeInTheDocument();
  });
});
