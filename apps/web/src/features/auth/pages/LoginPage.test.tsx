import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { LoginPage } from './LoginPage.tsx';

const user = member({ createdAt: '2024-05-01T00:00:00.000Z' });

function setup(replies: Record<string, MockReply>, at = '/login') {
  const fetchMock = mockFetch((url) => replies[url.split('?')[0]!] ?? { body: {} });
  renderWithApp(<LoginPage />, { path: '/login', at });
  return fetchMock;
}

async function submit(phone: string, password: string) {
  const events = userEvent.setup();
  await screen.findByLabelText('Phone Number');
  if (phone) await events.type(screen.getByLabelText('Phone Number'), phone);
  if (password) await events.type(screen.getByLabelText('Password'), password);
  await events.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('asks for both fields', async () => {
    const fetchMock = setup({});
    await submit('98765 43210', '');
    expect(await screen.findByText('Please enter both phone number and password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, loads the profile and returns to the remembered path', async () => {
    const fetchMock = setup(
      { '/api/auth/login': { body: { token: 'tok', user } }, '/api/profile/me': { body: { user } } },
      '/login?redirect=%2Fprofile%3Ftab%3Dprivacy',
    );
    await submit('98765 43210', 'secret123');
    expect(await screen.findByText('Profile page at /profile?tab=privacy')).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(requestBody(loginCall?.[1])).toEqual({ phoneNumber: '9876543210', password: 'secret123' });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it("shows the server's message, or 'Login failed'", async () => {
    setup({ '/api/auth/login': { status: 401, body: { message: 'Invalid phone number or password' } } });
    await submit('9876543210', 'nope1234');
    expect(await screen.findByText('Invalid phone number or password')).toBeInTheDocument();
  });

  it('reports a reply without a token', async () => {
    setup({ '/api/auth/login': { body: { user } } });
    await submit('9876543210', 'secret123');
    expect(await screen.findByText('Invalid response from server. Please try again.')).toBeInTheDocument();
  });

  it('reports a profile that cannot be loaded after login', async () => {
    setup({
      '/api/auth/login': { body: { token: 'tok', user } },
      '/api/profile/me': { status: 404, body: { message: 'gone' } },
    });
    await submit('9876543210', 'secret123');
    expect(await screen.findByText('Login successful but could not load user data')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the cursor on Password after a failed login, and can show the password', async () => {
    setup({ '/api/auth/login': { status: 401, body: { message: 'Invalid phone number or password' } } });
    await submit('98765 43210', 'wrong-pass');
    expect(await screen.findByText('Invalid phone number or password')).toBeInTheDocument();
    // Focus moves in an effect, after the error is drawn.
    await vi.waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());

    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-required', 'true');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.setup().click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LoginPage for a suspended member', () => {
  it('says the suspension once, with a link to support', async () => {
    const suspended = 'Your account has been suspended. Please contact support for more information.';
    mockFetch((url) =>
      url.startsWith('/api/auth/login')
        ? { status: 403, body: { message: suspended, type: 'ACCOUNT_SUSPENDED' } }
        : { body: {} },
    );
    renderWithApp(<LoginPage />, { path: '/login', at: '/login', state: { message: suspended } });
    await submit('98765 43210', 'secret123');
    expect(await screen.findAllByText(suspended)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help');
  });
});
