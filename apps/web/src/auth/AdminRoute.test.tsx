import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetchMock.ts';
import { member } from '../test/memberFixture.ts';
import { renderWithApp } from '../test/renderWithApp.tsx';
import { AdminRoute } from './AdminRoute.tsx';

function signInAs(planType: 'free' | 'admin') {
  localStorage.setItem('token', 'tok');
  mockFetch((url) => (url === '/api/profile/me' ? { body: { user: member({ planType }) } } : { body: {} }));
}

describe('AdminRoute', () => {
  it('shows Access Denied to a member by default', async () => {
    signInAs('free');
    renderWithApp(<AdminRoute />, { path: '/admin/users' });
    expect(await screen.findByText("You don't have permission to access the admin area.")).toBeInTheDocument();
  });

  it('sends a member home when the page asks for it', async () => {
    signInAs('free');
    renderWithApp(<AdminRoute redirectNonAdmins />, { path: '/admin/listings' });
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
  });
});
