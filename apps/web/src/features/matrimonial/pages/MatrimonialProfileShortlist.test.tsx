import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MatrimonialProfilePage } from './MatrimonialProfilePage.tsx';

// The heart and "Not interested" on a profile's page (issue 35).

function setup(profile: MatrimonialProfile) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
    if (url === '/api/matrimonial/profiles/p1') return { body: { profile } };
    if (url === '/api/matrimonial/shortlist/p1') {
      return {
        status: init.method === 'POST' ? 201 : 200,
        body: { message: 'ok', shortlisted: init.method === 'POST' },
      };
    }
    if (url === '/api/matrimonial/profiles/p1/hide') {
      return {
        status: 201,
        body: { message: 'You will not see this profile for 90 days', hidden: true, hiddenUntil: '2027-02-18' },
      };
    }
    return { body: {} };
  });
  renderWithApp(<MatrimonialProfilePage />, { path: '/matrimonial/profile/:id', at: '/matrimonial/profile/p1' });
  return fetchMock;
}

const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

describe('the profile page', () => {
  it('has the heart beside the name, pressed while shortlisted', async () => {
    const fetchMock = setup(matrimonialProfile({ shortlisted: true }));
    const heart = await screen.findByRole('button', { name: 'Shortlist Priya Kamble' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/matrimonial/shortlist/p1'));
  });

  it('says "Not interested" and what it does', async () => {
    const fetchMock = setup(matrimonialProfile({ shortlisted: false }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Not interested' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/matrimonial/profiles/p1/hide'));
    expect(await screen.findByText('You will not see this profile for 90 days')).toBeInTheDocument();
  });

  it('offers neither to the owner', async () => {
    setup(matrimonialProfile({ shortlisted: false, isOwner: true }));
    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shortlist Priya Kamble' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not interested' })).not.toBeInTheDocument();
  });
});
