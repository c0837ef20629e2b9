import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { codeSent } from '../../../test/otpFixture.ts';

const user = member({ phoneNumber: '9876543210', phoneVerified: true });
const SENT = codeSent();

type Handler = (url: string, init: RequestInit) => MockReply | undefined;

/** The register screen with PHONE_VERIFICATION=required; `handler` answers the rest (undefined: an empty 200). */
function setup(handler: Handler = () => undefined, options = { phoneVerification: 'required', testMode: true }) {
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/health') return { body: { status: 'ok' } };
    if (url === '/api/auth/options') return { body: options };
    return handler(url, init) ?? { body: {} };
  });
  renderWithApp(<RegisterPage />, { path: '/register' });
  return fetchMock;
}

async function fillFields(events: ReturnType<typeof userEvent.setup>) {
  await events.type(await screen.findByLabelText('Full Name'), 'Asha Devi');
  await events.type(screen.getByLabelText('Phone Number'), '98765 43210');
  await events.type(screen.getByLabelText('Occupation'), 'Teacher');
  await events.type(screen.getByLabelText('Password'), 'secret123');
  await events.click(
    screen.getByRole('checkbox', { name: 'I am 18 or older and I agree to the Terms and the Privacy Policy' }),
  );
}

const body = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  requestBody(fetchMock.mock.calls.findLast(([called]) => called === url)?.[1]);

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterPage code step (PHONE_VERIFICATION=required)', () => {
  it('sends a code first, then creates the account with it; what was typed stays', async () => {
    const fetchMock = setup((url) =>
      url === '/api/auth/otp'
        ? SENT
        : url === '/api/auth/register'
          ? { status: 201, body: { token: 'tok', user, referralInfo: { referredBy: null } } }
          : undefined,
    );
    const events = userEvent.setup();
    await fillFields(events);
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(body(fetchMock, '/api/auth/otp')).toEqual({ phoneNumber: '9876543210', purpose: 'register' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '12');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText('We have sent a 6-digit code to +91 98765 43210.')).toBeInTheDocument();
    expect(screen.getByText("Test mode: the code is in the server's log")).toBeInTheDocument();
    for (const [label, value] of [
      ['Full Name', 'Asha Devi'],
      ['Phone Number', '98765 43210'],
      ['Occupation', 'Teacher'],
      ['Password', 'secret123'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue(value);
    }

    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful! Taking you to your profile...')).toBeInTheDocument();
    expect(body(fetchMock, '/api/auth/register')).toEqual({
      name: 'Asha Devi',
      phoneNumber: '9876543210',
      occupation: 'Teacher',
      password: 'secret123',
      otp: '123456',
      acceptTerms: true,
      isAdult: true,
      consents: { marketing: false },
    });
  });

  it('validates the fields before spending a message, and asks for the whole code', async () => {
    const fetchMock = setup((url) => (url === '/api/auth/otp' ? SENT : undefined));
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(calledUrls(fetchMock, '/api/auth/otp')).toEqual([]);

    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await events.type(await screen.findByLabelText('6-digit code'), '12a3');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter the 6-digit code we sent to your phone.')).toBeInTheDocument();
    expect(calledUrls(fetchMock, '/api/auth/register')).toEqual([]);
  });

  it("says the server's refusal of a code at the code's box", async () => {
    let reply: MockReply = {
      status: 400,
      body: {
        type: 'OTP_INVALID',
        message: 'This code is not right. Please check it or ask for a new one.',
        fields: { otp: 'This code is not right. Please check it or ask for a new one.' },
      },
    };
    setup((url) => (url === '/api/auth/otp' ? SENT : url === '/api/auth/register' ? reply : undefined));
    const events = userEvent.setup();
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await events.type(await screen.findByLabelText('6-digit code'), '111111');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));

    const code = screen.getByLabelText('6-digit code');
    await vi.waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/This code is not right/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    reply = {
      status: 400,
      body: { type: 'OTP_EXPIRED', message: 'This code has expired. Please ask for a new one.' },
    };
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/This code has expired/));
  });

  it('counts down to Resend, which sends a new code to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = setup((url) => (url === '/api/auth/otp' ? SENT : undefined));
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(screen.getByText(/You can ask for a new code in (30|29) seconds/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText(/You can ask for a new code in (10|9) seconds/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    await events.click(screen.getByRole('button', { name: 'Send a new code' }));
    await vi.waitFor(() => expect(calledUrls(fetchMock, '/api/auth/otp')).toHaveLength(2));
    expect(await screen.findByText(/You can ask for a new code in (30|29) seconds/)).toBeInTheDocument();
  });

  it('offers the code by SMS instead once the wait is over, for a phone without WhatsApp', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = setup((url) => (url === '/api/auth/otp' ? SENT : undefined));
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(screen.queryByRole('button', { name: 'Send by SMS instead' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await events.click(screen.getByRole('button', { name: 'Send by SMS instead' }));
    await vi.waitFor(() => expect(calledUrls(fetchMock, '/api/auth/otp')).toHaveLength(2));
    const [, init] = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/otp')[1]!;
    expect(requestBody(init)).toEqual({ phoneNumber: '9876543210', purpose: 'register', channel: 'sms' });
  });

  it("a 429 says the server's wait under the number, or at the code's box, and counts its Retry-After down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const WAIT: MockReply = {
      status: 429,
      headers: { 'Retry-After': '12' },
      body: { message: 'Please wait 12 seconds before asking for another code.' },
    };
    let otpReplies = [WAIT, SENT, WAIT];
    setup((url) => (url === '/api/auth/otp' ? otpReplies.shift() : undefined));
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    const phone = screen.getByLabelText('Phone Number');
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(/Please wait 12 seconds/));
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(phone).toHaveValue('98765 43210');

    await events.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await events.click(screen.getByRole('button', { name: 'Send a new code' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/Please wait 12 seconds/));
    expect(screen.getByText(/You can ask for a new code in (12|11) seconds/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12_500));
    expect(code).not.toHaveAccessibleDescription(/Please wait/);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    otpReplies = [];
  });

  it('changing the number after a code was sent asks for a code for the new number', async () => {
    setup((url) => (url === '/api/auth/otp' ? SENT : undefined));
    const events = userEvent.setup();
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    await events.type(screen.getByLabelText('Phone Number'), '1');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('with PHONE_VERIFICATION=off the screen is as it was: Create Account, no code', async () => {
    const fetchMock = setup(
      (url) =>
        url === '/api/auth/register'
          ? { status: 201, body: { token: 'tok', user, referralInfo: { referredBy: null } } }
          : undefined,
      { phoneVerification: 'off', testMode: false },
    );
    const events = userEvent.setup();
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful! Taking you to your profile...')).toBeInTheDocument();
    expect(calledUrls(fetchMock, '/api/auth/otp')).toEqual([]);
    expect(body(fetchMock, '/api/auth/register')).not.toHaveProperty('otp');
  });

  it('a server that wants a code the options did not announce brings the step', async () => {
    setup(
      (url) =>
        url === '/api/auth/register'
          ? {
              status: 400,
              body: {
                type: 'OTP_REQUIRED',
                message: 'Please enter the 6-digit code we sent to your phone.',
                fields: { otp: 'Please enter the 6-digit code we sent to your phone.' },
              },
            }
          : url === '/api/auth/otp'
            ? SENT
            : undefined,
      { phoneVerification: 'off', testMode: false },
    );
    const events = userEvent.setup();
    await fillFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    await events.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(screen.queryByText("Test mode: the code is in the server's log")).toBeInTheDocument();
  });
});
