import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledUrls, mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { codeSent } from '../../../test/otpFixture.ts';

const SENT = codeSent({ testMode: false, channel: 'sms', channels: ['sms'] });

function setup(replies: Record<string, MockReply>) {
  const fetchMock = mockFetch((url) => replies[url] ?? { body: {} });
  const view = renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
  return { fetchMock, ...view };
}

async function throughTheCode(events: ReturnType<typeof userEvent.setup>, password: string) {
  await events.type(await screen.findByLabelText('Phone Number'), '98765 43210');
  await events.click(screen.getByRole('button', { name: 'Send code' }));
  await events.type(await screen.findByLabelText('6-digit code'), '654321');
  await events.type(screen.getByLabelText('New password'), password);
  await events.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPasswordPage', () => {
  it('phone, code, new password: signed in and on the profile', async () => {
    const user = member({ phoneNumber: '9876543210' });
    const { fetchMock } = setup({
      '/api/auth/otp': SENT,
      '/api/auth/reset-password': { body: { token: 'tok', user, message: 'Your password has been reset.' } },
    });
    const events = userEvent.setup();
    await throughTheCode(events, 'new-secret');
    expect(await screen.findByText('Profile page at /profile')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    const otpCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/otp');
    expect(requestBody(otpCall?.[1])).toEqual({ phoneNumber: '9876543210', purpose: 'reset' });
    const resetCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(requestBody(resetCall?.[1])).toEqual({ phoneNumber: '9876543210', otp: '654321', password: 'new-secret' });
  });

  it('a code an admin printed on the server: entered without sending another', async () => {
    const admin = member({ planType: 'admin', phoneNumber: '9876543210' });
    const { fetchMock, location } = setup({ '/api/auth/reset-password': { body: { token: 'tok', user: admin } } });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Phone Number'), '98765 43210');
    await events.click(screen.getByRole('button', { name: 'I already have a code' }));
    await events.type(await screen.findByLabelText('6-digit code'), '654321');
    await events.type(screen.getByLabelText('New password'), 'new-admin-secret');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() => expect(location().pathname).toBe('/admin/dashboard'));
    expect(calledUrls(fetchMock, '/api/auth/otp')).toEqual([]);
    const resetCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(requestBody(resetCall?.[1])).toEqual({
      phoneNumber: '9876543210',
      otp: '654321',
      password: 'new-admin-secret',
    });
  });

  it('an admin lands in the admin area', async () => {
    const admin = member({ planType: 'admin' });
    const { location } = setup({
      '/api/auth/otp': SENT,
      '/api/auth/reset-password': { body: { token: 'tok', user: admin } },
    });
    await throughTheCode(userEvent.setup(), 'new-secret');
    await vi.waitFor(() => expect(location().pathname).toBe('/admin/dashboard'));
  });

  it('checks the number and the 6-character minimum before asking the server', async () => {
    const { fetchMock } = setup({ '/api/auth/otp': SENT });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone number is required');
    await events.type(screen.getByLabelText('Phone Number'), '12345');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(calledUrls(fetchMock, '/api/auth/otp')).toEqual([]);

    await events.clear(screen.getByLabelText('Phone Number'));
    await throughTheCode(events, '12345');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
    expect(calledUrls(fetchMock, '/api/auth/reset-password')).toEqual([]);
  });

  it("says a wrong code at the code's box", async () => {
    setup({
      '/api/auth/otp': SENT,
      '/api/auth/reset-password': {
        status: 400,
        body: {
          type: 'OTP_INVALID',
          message: 'This code is not right. Please check it or ask for a new one.',
          fields: { otp: 'This code is not right. Please check it or ask for a new one.' },
        },
      },
    });
    await throughTheCode(userEvent.setup(), 'new-secret');
    const code = screen.getByLabelText('6-digit code');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/This code is not right/));
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
  });
});
