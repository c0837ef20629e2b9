import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledUrls, mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const user = member({ phoneNumber: '9876543210', createdAt: '2024-05-01T00:00:00.000Z' });

type Handler = (url: string, init: RequestInit) => MockReply | Promise<MockReply>;

function setup(handler: Handler, at = '/register') {
  const fetchMock = mockFetch((url, init) => (url === '/api/health' ? { body: { status: 'ok' } } : handler(url, init)));
  const view = renderWithApp(<RegisterPage />, { path: '/register', at });
  return { fetchMock, ...view };
}

const referralCalls = (fetchMock: ReturnType<typeof mockFetch>) => calledUrls(fetchMock, '/api/referrals/validate/');

async function fillRequiredFields(userEvents: ReturnType<typeof userEvent.setup>) {
  await userEvents.type(screen.getByLabelText('Full Name'), 'Asha Devi');
  await userEvents.type(screen.getByLabelText('Phone Number'), '98765 43210');
  await userEvents.type(screen.getByLabelText('Occupation'), 'Teacher');
  await userEvents.type(screen.getByLabelText('Password'), 'secret123');
  await userEvents.click(
    screen.getByRole('checkbox', { name: 'I am 18 or older and I agree to the Terms and the Privacy Policy' }),
  );
}

/** Renders with real timers (the router starts asynchronously), then takes over the clock. */
async function referralInput() {
  const input = await screen.findByLabelText('Referral Code');
  vi.useFakeTimers();
  return input;
}

/** Moves the fake clock, then lets pending replies (which use faked setImmediate inside fetch) finish. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('RegisterPage referral code', () => {
  const validReferrer = (url: string): MockReply =>
    url === '/api/referrals/validate/RAVI123'
      ? { body: { valid: true, referrer: { name: 'Ravi Kumar', tier: 'silver', totalReferrals: 7 } } }
      : { status: 404, body: { valid: false, message: 'Invalid referral code' } };

  it('uppercases what is typed and checks it 500 ms after typing stops', async () => {
    const { fetchMock } = setup(validReferrer);
    const input = await referralInput();
    fireEvent.input(input, { target: { value: 'ravi123' } });
    expect(input).toHaveValue('RAVI123');

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(referralCalls(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(referralCalls(fetchMock)).toEqual(['/api/referrals/validate/RAVI123']);

    await elapse(0);
    expect(screen.getByText('You will be referred by Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Silver tier member with 7 successful referrals')).toBeInTheDocument();
  });

  it('checks only the last code after a pause', async () => {
    const { fetchMock } = setup(validReferrer);
    const input = await referralInput();
    fireEvent.input(input, { target: { value: 'RAV' } });
    await elapse(300);
    fireEvent.input(input, { target: { value: 'RAVI' } });
    await elapse(300);
    fireEvent.input(input, { target: { value: 'RAVI123' } });
    await elapse(600);
    expect(referralCalls(fetchMock)).toEqual(['/api/referrals/validate/RAVI123']);
  });

  it('does not check codes under 3 characters and clears the referrer', async () => {
    const { fetchMock } = setup(validReferrer);
    const input = await referralInput();
    fireEvent.input(input, { target: { value: 'RAVI123' } });
    await elapse(600);
    expect(screen.getByText('You will be referred by Ravi Kumar')).toBeInTheDocument();

    fireEvent.input(input, { target: { value: 'RA' } });
    expect(screen.queryByText(/You will be referred by/)).not.toBeInTheDocument();
    await elapse(1_000);
    expect(referralCalls(fetchMock)).toEqual(['/api/referrals/validate/RAVI123']);
    expect(screen.queryByText('Invalid referral code')).not.toBeInTheDocument();
  });

  it('says "Invalid referral code" for a code the server does not know', async () => {
    setup(validReferrer);
    const input = await referralInput();
    fireEvent.input(input, { target: { value: 'nobody' } });
    await elapse(600);
    expect(screen.getByText('Invalid referral code')).toBeInTheDocument();
  });

  it('shows a spinner while checking', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    setup((url) =>
      url.startsWith('/api/referrals/') ? new Promise<MockReply>((resolve) => (answer = resolve)) : { body: {} },
    );
    const input = await referralInput();
    fireEvent.input(input, { target: { value: 'RAVI123' } });
    await elapse(500);
    expect(screen.getByText('Checking referral code...')).toBeInTheDocument();
    answer({ body: { valid: true, referrer: { name: 'Ravi', tier: 'gold', totalReferrals: 20 } } });
    await elapse(0);
    expect(screen.queryByText('Checking referral code...')).not.toBeInTheDocument();
    expect(screen.getByText('You will be referred by Ravi')).toBeInTheDocument();
  });

  it('prefills the code from ?ref=', async () => {
    const { fetchMock } = setup(validReferrer, '/register?ref=ravi123');
    expect(await screen.findByLabelText('Referral Code')).toHaveValue('RAVI123');
    expect(await screen.findByText('You will be referred by Ravi Kumar')).toBeInTheDocument();
    expect(referralCalls(fetchMock)).toEqual(['/api/referrals/validate/RAVI123']);
  });
});

describe('RegisterPage submit', () => {
  it('disables the fields and says "Creating your account..." while submitting, then goes to /profile', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { fetchMock } = setup((url) =>
      url === '/api/auth/register' ? new Promise<MockReply>((resolve) => (answer = resolve)) : { body: {} },
    );
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));

    const busy = await screen.findByRole('button', { name: 'Creating your account...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Full Name')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    const registerCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    // Whitespace removed from the phone; no referral code sent when none was given.
    expect(requestBody(registerCall?.[1])).toEqual({
      name: 'Asha Devi',
      phoneNumber: '9876543210',
      occupation: 'Teacher',
      password: 'secret123',
      acceptTerms: true,
      isAdult: true,
      consents: { marketing: false },
    });

    await act(async () => answer({ status: 201, body: { token: 'tok', user, referralInfo: { referredBy: null } } }));
    expect(await screen.findByText('Registration successful! Taking you to your profile...')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(await screen.findByText('Profile page at /profile', {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('shows the duplicate-account state with a login link and a hint under the phone field', async () => {
    setup((url) =>
      url === '/api/auth/register'
        ? {
            status: 409,
            body: {
              type: 'DUPLICATE_USER',
              message: 'This phone number is already registered. Please log in instead.',
            },
          }
        : { body: {} },
    );
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));

    const box = await screen.findByText('This phone number is already registered. Please log in instead.');
    expect(box.closest('[role="status"]')).toHaveClass('bg-blue-50');
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('This phone number is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    // Editing the phone number clears the hint.
    await events.type(screen.getByLabelText('Phone Number'), '1');
    expect(screen.queryByText('This phone number is already registered')).not.toBeInTheDocument();
  });

  it('treats a 409 saying "already exists" as a duplicate and falls back to the spec text', async () => {
    setup((url) =>
      url === '/api/auth/register' ? { status: 409, body: { message: 'User already exists' } } : { body: {} },
    );
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    expect(screen.getByText('This phone number is already registered')).toBeInTheDocument();
  });

  it('explains an invalid referral code and other failures', async () => {
    let reply: MockReply = { status: 400, body: { type: 'INVALID_REFERRAL_CODE', message: 'x' } };
    setup((url) => (url === '/api/auth/register' ? reply : { body: {} }));
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid referral code. Please check the code and try again.')).toBeInTheDocument();

    reply = { status: 500, body: {} };
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('reports a reply without a token', async () => {
    setup((url) => (url === '/api/auth/register' ? { status: 201, body: { user } } : { body: {} }));
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful but no token received')).toBeInTheDocument();
  });

  it('shows field messages from the shared schema', async () => {
    setup(() => ({ body: {} }));
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await events.type(screen.getByLabelText('Password'), '123');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Occupation is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('focuses Full Name, the first field on screen, after an empty submit', async () => {
    setup(() => ({ body: {} }));
    await screen.findByLabelText('Full Name');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    for (const label of ['Full Name', 'Phone Number', 'Occupation', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it.each([
    ['/register?redirect=%2Fprofile%3Ftab%3Dprivacy', 'Profile page at /profile?tab=privacy'],
    ['/register?redirect=%2F%2Fevil.example', 'Profile page at /profile'],
  ])('after joining from %s it goes back to a path on this site only', async (at, landing) => {
    setup(
      (url) =>
        url === '/api/auth/register'
          ? { status: 201, body: { token: 'tok', user, referralInfo: { referredBy: null } } }
          : { body: {} },
      at,
    );
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(landing, {}, { timeout: 3_000 })).toBeInTheDocument();
  });
});

describe('RegisterPage consent (issue 36)', () => {
  const TERMS = 'I am 18 or older and I agree to the Terms and the Privacy Policy';
  const NEWS = 'Send me community news by WhatsApp, SMS or e-mail';

  it('the Terms checkbox is required: unticked, the form says so there and sends nothing', async () => {
    const { fetchMock } = setup(() => ({ body: {} }));
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await events.type(screen.getByLabelText('Full Name'), 'Asha Devi');
    await events.type(screen.getByLabelText('Phone Number'), '98765 43210');
    await events.type(screen.getByLabelText('Occupation'), 'Teacher');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    const terms = screen.getByRole('checkbox', { name: TERMS });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('checkbox', { name: NEWS })).not.toBeChecked();

    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please agree to the Terms and the Privacy Policy to join.')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(terms).toHaveFocus());
    expect(calledUrls(fetchMock, '/api/auth/register')).toEqual([]);
  });

  it('community news ticked is sent as consents.marketing; a server refusal of the age is said at the checkbox', async () => {
    const { fetchMock } = setup((url) =>
      url === '/api/auth/register'
        ? {
            status: 400,
            body: {
              message: 'You must be 18 or older to join Sangam.',
              type: 'VALIDATION_ERROR',
              fields: { isAdult: 'You must be 18 or older to join Sangam.' },
            },
          }
        : { body: {} },
    );
    const events = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await fillRequiredFields(events);
    await events.click(screen.getByRole('checkbox', { name: NEWS }));
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('You must be 18 or older to join Sangam.')).not.toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    const sent = requestBody(fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')?.[1]);
    expect(sent).toMatchObject({ acceptTerms: true, isAdult: true, consents: { marketing: true } });
  });
});
