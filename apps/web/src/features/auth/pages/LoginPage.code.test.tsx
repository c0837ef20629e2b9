import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { LoginPage } from './LoginPage.tsx';
import { codeSent } from '../../../test/otpFixture.ts';

const user = member({ createdAt: '2024-05-01T00:00:00.000Z' });
const SENT = codeSent();

function setup(replies: Record<string, MockReply>) {
  const fetchMock = mockFetch((url) => replies[url.split('?')[0]!] ?? { body: {} });
  renderWithApp(<LoginPage />, { path: '/login' });
  return fetchMock;
}

describe('LoginPage with a code', () => {
  it('offers Forgot password?, and logs in with a code sent to the number already typed', async () => {
    const fetchMock = setup({
      '/api/auth/otp': SENT,
      '/api/auth/login': { body: { token: 'tok', user } },
      '/api/profile/me': { body: { user } },
    });
    const events = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await events.type(screen.getByLabelText('Phone Number'), '98765 43210');
    await events.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    await screen.findByRole('button', { name: 'Send code' }); // the form comes with its own chunk
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('98765 43210');

    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await events.type(await screen.findByLabelText('6-digit code'), '246810');
    expect(screen.getByText("Test mode: the code is in the server's log")).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Profile page at /profile')).toBeInTheDocument();
    const otpCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/otp');
    expect(requestBody(otpCall?.[1])).toEqual({ phoneNumber: '9876543210', purpose: 'login' });
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(requestBody(loginCall?.[1])).toEqual({ phoneNumber: '9876543210', otp: '246810' });
  });

  it("says an expired code at the code's box, and goes back to the password", async () => {
    setup({
      '/api/auth/otp': SENT,
      '/api/auth/login': {
        status: 400,
        body: { type: 'OTP_EXPIRED', message: 'This code has expired. Please ask for a new one.' },
      },
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Log in with a code instead' }));
    await screen.findByRole('button', { name: 'Send code' });
    await events.type(screen.getByLabelText('Phone Number'), '9876543210');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await events.type(await screen.findByLabelText('6-digit code'), '246810');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(/This code has expired/),
    );

    await events.click(screen.getByRole('button', { name: 'Log in with a password instead' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
