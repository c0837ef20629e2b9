import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import type { User } from '@sangam/shared/user';
import { authHeader, mockFetch, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { clearProfileThrottle } from '../lib/profileFetch.ts';
import { UserProfilePage } from './UserProfilePage.tsx';
import { expectLink } from '../../../test/expectLink.ts';

const ravi = member({ id: 'u2', name: 'Ravi Kumar', occupation: 'Plumber', bio: 'Fixing pipes since 2001.' });

function setup(replies: Record<string, MockReply>, viewer?: User) {
  if (viewer) localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url) => {
    if (url === '/api/profile/me' && viewer) return { body: { user: viewer } };
    return replies[url] ?? { body: {} };
  });
  renderWithApp(<UserProfilePage />, { path: '/user-profile/:userId', at: '/user-profile/u2' });
  return fetchMock;
}

beforeEach(() => clearProfileThrottle());

describe('UserProfilePage for visitors', () => {
  it('shows the Limited View from the public profile, without a token', async () => {
    // The Limited View reply carries photo, name, occupation and bio only.
    const limited = {
      _id: 'u2',
      id: 'u2',
      name: ravi.name,
      occupation: ravi.occupation,
      bio: ravi.bio,
      profileImage: null,
    };
    const fetchMock = setup({ '/api/users/u2/public': { body: { user: limited } } });

    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('Limited View.')).toBeInTheDocument();
    expect(screen.getByText('Plumber')).toBeInTheDocument();
    expect(screen.getByText('Fixing pipes since 2001.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Full Profile' })).toBeInTheDocument();
    expectLink(screen, 'Log In', `/login?redirect=${encodeURIComponent('/user-profile/u2')}`);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'Member Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/u2/public');
    expect(authHeader(call?.[1])).toBeNull();
  });

  it('says User Not Found for a missing profile', async () => {
    setup({ '/api/users/u2/public': { status: 404, body: { message: 'User not found', type: 'NOT_FOUND' } } });
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested profile could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/directory');
  });
});

describe('UserProfilePage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it("shows a visitor the Limited View in Hindi, the member's own words as written", async () => {
    await loadNamespaces(['users']);
    await activateLanguage('hi');
    const limited = { _id: 'u2', id: 'u2', name: ravi.name, occupation: '', bio: '', profileImage: null };
    setup({ '/api/users/u2/public': { body: { user: limited } } });

    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('सीमित झलक।')).toBeInTheDocument();
    expect(screen.getByText('काम नहीं बताया गया')).toBeInTheDocument();
    expect(screen.getByText('परिचय नहीं लिखा गया')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पूरी प्रोफ़ाइल देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सदस्यों के फ़ायदे' })).toBeInTheDocument();
    expect(screen.getByText('पूरी सदस्य डायरेक्टरी देखें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल शेयर करें' })).toBeInTheDocument();
  });
});

describe('UserProfilePage for members', () => {
  it('shows a free viewer the premium prompt instead of contacts', async () => {
    setup({ '/api/users/u2': { body: { user: ravi } } }, member({ id: 'me', bio: 'x' }));
    expect(await screen.findByRole('heading', { name: 'Premium Membership Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade-membership');
    expect(screen.getByText('Membership Type').nextSibling).toHaveTextContent('Basic');
    expect(screen.queryByRole('link', { name: 'Call Now' })).not.toBeInTheDocument();
  });

  it('gives a premium viewer Show contact, then the contacts with Call Now, Send Email and Share Profile', async () => {
    // Issue 36: the reply carries no contacts; the tap reveals them (POST, logged by the server).
    const premiumRavi = {
      ...ravi,
      planType: 'premium' as const,
      referralStats: { successfulReferrals: 2, activeReferrals: 2, totalReferrals: 3, totalRewardsEarned: 0 },
    };
    const fetchMock = setup(
      {
        '/api/users/u2': { body: { user: premiumRavi } },
        '/api/users/u2/contact': { body: { phoneNumber: '9876543210', email: 'ravi@example.com', address: 'Pune' } },
      },
      member({ id: 'me', planType: 'premium', bio: 'x' }),
    );
    const show = await screen.findByRole('button', { name: 'Show contact: Ravi Kumar' });
    expect(screen.queryByRole('link', { name: 'Call Now' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/u2/contact')).toBe(false);
    show.click();
    expect(await screen.findByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:9876543210');
    const reveal = fetchMock.mock.calls.find(([url]) => url === '/api/users/u2/contact');
    expect(reveal?.[1]?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', 'mailto:ravi@example.com');
    expect(screen.getByRole('link', { name: /^Chat on WhatsApp with/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=Namaste/,
    );
    // The forward of the profile to someone else says what it does.
    expect(screen.getByRole('link', { name: 'Send profile on WhatsApp' })).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community Contributor' })).toBeInTheDocument();
    expect(screen.queryByText('Premium Membership Required')).not.toBeInTheDocument();
  });

  it('shows the owner their own details at once, without Show contact', async () => {
    const me = member({ id: 'u2', name: 'Ravi Kumar', bio: 'x', phoneNumber: '9876543210', address: 'Pune' });
    setup({ '/api/users/u2': { body: { user: me } } }, me);
    expect(await screen.findByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(screen.queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
  });

  it('shows the failure message with Back to Directory for other errors', async () => {
    setup({ '/api/users/u2': { status: 400, body: { message: 'nope' } } }, member({ id: 'me', bio: 'x' }));
    expect(await screen.findByText('Failed to load user profile. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toBeInTheDocument();
  });
});
