import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetchMock.ts';
import { renderWithApp } from '../test/renderWithApp.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';

describe('ProtectedRoute', () => {
  it('sends visitors to /login remembering where they were going', async () => {
    mockFetch(() => ({ body: {} }));
    renderWithApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/directory', at: '/directory?search=Chef' },
    );
    expect(await screen.findByText('Login page at /login?redirect=%2Fdirectory%3Fsearch%3DChef')).toBeInTheDocument();
  });

  it("says 'Checking authentication...' while a stored token is verified, and clears a rejected one", async () => {
    localStorage.setItem('token', 'stale');
    let reject: () => void = () => undefined;
    mockFetch((url) =>
      url === '/api/profile/me'
        ? new Promise((resolve) => (reject = () => resolve({ status: 401, body: {} })))
        : { status: 401, body: {} },
    );
    renderWithApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/profile-area' },
    );
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    reject();
    expect(await screen.findByText(/Login page at \/login/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });
});
