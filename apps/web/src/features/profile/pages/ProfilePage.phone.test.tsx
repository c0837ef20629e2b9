import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@sangam/shared/user';
import { calledUrls, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { codeSent } from '../../../test/otpFixture.ts';

const unverified = member({ id: 'me', bio: 'Teacher in Pune.', phoneNumber: '9876543210', phoneVerified: false });
const SENT = codeSent();

function setup(me: User, replies: Record<string, MockReply | ((body: unknown) => MockReply)>, at = '/profile') {
  return renderPage(<ProfilePage />, {
    viewer: me,
    path: '/profile',
    at,
    route: (url, init) => {
      const reply = replies[`${init.method ?? 'GET'} ${url}`];
      return typeof reply === 'function' ? reply(requestBody(init)) : reply;
    },
  }).fetchMock;
}

describe('Profile: Verify phone', () => {
  it('sends a code to the own phone, takes it back and says Verified', async () => {
    const fetchMock = setup(unverified, {
      'POST /api/profile/verify-phone/otp': SENT,
      'POST /api/profile/verify-phone': {
        body: { message: 'Your phone number is verified.', user: { ...unverified, phoneVerified: true } },
      },
    });
    const events = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Verify phone' });
    expect(within(section).getByText(/Confirm that 9876543210 is your number/)).toBeInTheDocument();
    // Not yet verified: no mark beside the phone number.
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();

    await events.click(within(section).getByRole('button', { name: 'Send code' }));
    const code = await within(section).findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(section).getByText("Test mode: the code is in the server's log")).toBeInTheDocument();
    expect(within(section).getByText(/You can ask for a new code in/)).toBeInTheDocument();
    await events.type(code, '135790');
    await events.click(within(section).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    expect(screen.getAllByText('Verified').length).toBeGreaterThanOrEqual(2); // the section's title and the phone's mark
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/profile/verify-phone');
    expect(requestBody(verify?.[1])).toEqual({ otp: '135790' });
  });

  it("says a wrong code at the code's box and keeps the section", async () => {
    setup(unverified, {
      'POST /api/profile/verify-phone/otp': SENT,
      'POST /api/profile/verify-phone': {
        status: 400,
        body: {
          type: 'OTP_INVALID',
          message: 'This code is not right. Please check it or ask for a new one.',
          fields: { otp: 'This code is not right. Please check it or ask for a new one.' },
        },
      },
    });
    const events = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Verify phone' });
    await events.click(within(section).getByRole('button', { name: 'Send code' }));
    await events.type(await within(section).findByLabelText('6-digit code'), '111111');
    await events.click(within(section).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() =>
      expect(within(section).getByLabelText('6-digit code')).toHaveAccessibleDescription(/This code is not right/),
    );
  });

  it('a verified member has no section, and a Verified mark beside the phone', async () => {
    setup({ ...unverified, phoneVerified: true }, {});
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify phone' })).not.toBeInTheDocument();
  });
});

describe('Profile: Change password', () => {
  it('changes the password and says so; a wrong current password is said at its field', async () => {
    let reply: MockReply = {
      status: 400,
      body: {
        type: 'VALIDATION_ERROR',
        message: 'Your current password is not right.',
        fields: { currentPassword: 'Your current password is not right.' },
      },
    };
    const fetchMock = setup(unverified, { 'PUT /api/profile/password': () => reply }, '/profile?tab=privacy');
    const events = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Change password' });
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription('Password is required');
    await events.type(within(section).getByLabelText('Current password'), 'wrong-one');
    await events.type(within(section).getByLabelText('New password'), '12345');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
    expect(calledUrls(fetchMock, '/api/profile/password')).toEqual([]);

    await events.type(within(section).getByLabelText('New password'), '6');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not right.',
      ),
    );
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/profile/password');
    expect(requestBody(put?.[1])).toEqual({ currentPassword: 'wrong-one', newPassword: '123456' });

    reply = { body: { message: 'Your password has been changed. You have been signed out on your other devices.' } };
    await events.clear(within(section).getByLabelText('Current password'));
    await events.type(within(section).getByLabelText('Current password'), 'right-one');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(within(section).getByLabelText('New password')).toHaveValue('');
  });
});
