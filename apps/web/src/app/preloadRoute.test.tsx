import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetThrottle } from '../api/throttle.ts';
import { clearProfileThrottle } from '../features/users/lib/profileFetch.ts';
import { storeMember } from '../api/token.ts';
import { DirectoryPage } from '../features/directory/pages/DirectoryPage.tsx';
import { ListingDetailsPage } from '../features/listings/pages/ListingDetailsPage.tsx';
import { ListingsPage } from '../features/listings/pages/ListingsPage.tsx';
import { MyListingsPage } from '../features/listings/pages/MyListingsPage.tsx';
import { MatrimonialPage } from '../features/matrimonial/pages/MatrimonialPage.tsx';
import { MatrimonialProfilePage } from '../features/matrimonial/pages/MatrimonialProfilePage.tsx';
import { NewsArticlePage } from '../features/news/pages/NewsArticlePage.tsx';
import { NewsListPage } from '../features/news/pages/NewsListPage.tsx';
import { ProfilePage } from '../features/profile/pages/ProfilePage.tsx';
import { QuestionDetailPage } from '../features/questions/pages/QuestionDetailPage.tsx';
import { QuestionsPage } from '../features/questions/pages/QuestionsPage.tsx';
import { ReferralPage } from '../features/referrals/pages/ReferralPage.tsx';
import { UserProfilePage } from '../features/users/pages/UserProfilePage.tsx';
import { mockFetch } from '../test/fetchMock.ts';
import { listing } from '../test/listingFixture.ts';
import { matrimonialProfile } from '../test/matrimonialFixture.ts';
import { member } from '../test/memberFixture.ts';
import { newsArticle, newsItem } from '../test/newsFixture.ts';
import { question } from '../test/questionFixture.ts';
import { referralInfo } from '../test/referralFixture.ts';
import { renderWithApp } from '../test/renderWithApp.tsx';
import { createQueryClient } from './queryClient.ts';
import { preloadRoute } from './router.tsx';

function serve() {
  const pagination = { page: 1, limit: 12, total: 1, pages: 1 };
  return mockFetch((url) => {
    if (url.startsWith('/api/news')) return { body: { news: [newsItem({ title: 'Diwali gathering' })], pagination } };
    if (url.startsWith('/api/questions'))
      return { body: { questions: [question({ title: 'Best school?' })], pagination } };
    if (url.startsWith('/api/matrimonial/profiles')) {
      return { body: { profiles: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } } };
    }
    return { body: {} };
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;

describe('preloadRoute', () => {
  it.each<[string, string, string, ReactNode, string]>([
    [
      '/latest-events',
      '/latest-events?category=event&search=diwali&page=2',
      '/api/news',
      <NewsListPage />,
      'Diwali gathering',
    ],
    ['/questions', '/questions?category=education&featured=true', '/api/questions?', <QuestionsPage />, 'Best school?'],
    ['/questions', '/questions?tab=trending', '/api/questions/trending', <QuestionsPage />, 'Best school?'],
    [
      '/matrimonial',
      '/matrimonial?city=Pune&gender=female',
      '/api/matrimonial/profiles',
      <MatrimonialPage />,
      'No profiles found',
    ],
  ])('%s (%s): the data asked for with the page is what its first render shows', async (path, at, api, page, text) => {
    const fetchMock = serve();
    const queryClient = createQueryClient();
    await preloadRoute(new URL(at, 'http://localhost'), queryClient);
    renderWithApp(page, { path, at, queryClient });
    // Drawn at once, not after a request of its own: the page's query keys are the prefetch's.
    expect(screen.getAllByText(text)[0]).toBeInTheDocument();
    expect(callsTo(fetchMock, api)).toBe(1);
  });
});

describe('preloadRoute for a members-only page', () => {
  const at = '/service-listings?category=Plumber&page=2';
  function serveMember() {
    return mockFetch((url) => {
      if (url.startsWith('/api/profile/me')) return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
      if (url.startsWith('/api/listings')) {
        const pagination = { page: 2, limit: 20, total: 21, pages: 2 };
        return { body: { listings: [listing({ title: 'Sharma Plumbing' })], categories: ['Plumber'], pagination } };
      }
      return { body: {} };
    });
  }

  it('/service-listings: a signed-in member’s list comes with the page’s code, and is the one drawn', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = serveMember();
    const queryClient = createQueryClient();
    await preloadRoute(new URL(at, 'http://localhost'), queryClient);
    expect(callsTo(fetchMock, '/api/listings?category=Plumber&page=2')).toBe(1);
    renderWithApp(<ListingsPage />, { path: '/service-listings', at, queryClient });
    expect(await screen.findByText('Sharma Plumbing')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/listings')).toBe(1);
  });

  const directoryReply = {
    body: {
      users: [member({ id: 'u2', name: 'Ravi Kumar' })],
      userPlan: 'free',
      pagination: { page: 1, limit: 24, total: 1, pages: 1 },
    },
  };

  it('/directory: a signed-in member’s directory comes with the page’s code, and is the one drawn', async () => {
    resetThrottle();
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/profile/me')) return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
      if (url.startsWith('/api/directory?')) return directoryReply;
      return { body: {} };
    });
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/directory?city=Pune', 'http://localhost'), queryClient);
    renderWithApp(<DirectoryPage />, { path: '/directory', at: '/directory?city=Pune', queryClient });
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/directory?')).toBe(1);
  });

  it('/directory: when that first request fails, the page asks again at once instead of being refused as a repeat', async () => {
    resetThrottle();
    localStorage.setItem('token', 'tok');
    let directoryCalls = 0;
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/profile/me')) return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
      if (url.startsWith('/api/directory?')) {
        return ++directoryCalls === 1 ? { status: 400, body: { message: 'Bad request' } } : directoryReply;
      }
      return { body: {} };
    });
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/directory', 'http://localhost'), queryClient);
    renderWithApp(<DirectoryPage />, { path: '/directory', queryClient });
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/directory?')).toBe(2);
  });

  function serveAccount() {
    return mockFetch((url) => {
      if (url.startsWith('/api/profile/me')) {
        return { body: { user: member({ id: 'me', name: 'Asha Kamble', bio: 'I teach maths in Pune.' }) } };
      }
      if (url.startsWith('/api/payments/me')) return { body: { payments: [] } };
      if (url.startsWith('/api/referrals/info')) return { body: referralInfo() };
      return { body: {} };
    });
  }

  it('/profile: the member’s profile and payment history come with the page’s code, and are the ones drawn', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = serveAccount();
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/profile', 'http://localhost'), queryClient);
    expect(callsTo(fetchMock, '/api/profile/me')).toBe(1);
    expect(callsTo(fetchMock, '/api/payments/me')).toBe(1);
    renderWithApp(<ProfilePage />, { path: '/profile', queryClient });
    expect(await screen.findByText('I teach maths in Pune.')).toBeInTheDocument();
    // The page asks for neither again; the one more /profile/me is the session verifying the stored token.
    expect(callsTo(fetchMock, '/api/profile/me')).toBe(2);
    expect(callsTo(fetchMock, '/api/payments/me')).toBe(1);
  });

  it('/profile?tab=privacy: the payment history, not on that tab, is not asked for', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = serveAccount();
    await preloadRoute(new URL('/profile?tab=privacy', 'http://localhost'), createQueryClient());
    expect(callsTo(fetchMock, '/api/profile/me')).toBe(1);
    expect(callsTo(fetchMock, '/api/payments/me')).toBe(0);
  });

  it('/referral: the member’s referral code and stats come with the page’s code, and are the ones drawn', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = serveAccount();
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/referral', 'http://localhost'), queryClient);
    renderWithApp(<ReferralPage />, { path: '/referral', queryClient });
    expect((await screen.findAllByText('RAVI123'))[0]).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/referrals/info')).toBe(1);
  });

  it('/profile and /referral: nothing is asked for a visitor, who is asked to log in', async () => {
    const fetchMock = serveAccount();
    await preloadRoute(new URL('/profile', 'http://localhost'), createQueryClient());
    await preloadRoute(new URL('/referral', 'http://localhost'), createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('/my-listings: the member’s own listings come with the page’s code, and are the ones drawn', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/profile/me')) return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
      if (url === '/api/listings/mine') return { body: { listings: [listing({ title: 'Kamble Tuition' })] } };
      return { body: {} };
    });
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/my-listings', 'http://localhost'), queryClient);
    expect(callsTo(fetchMock, '/api/listings/mine')).toBe(1);
    renderWithApp(<MyListingsPage />, { path: '/my-listings', queryClient });
    expect(await screen.findByRole('heading', { name: 'Kamble Tuition' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/listings/mine')).toBe(1);
  });

  it('/service-listings: nothing is asked for a visitor, who is asked to log in', async () => {
    const fetchMock = serveMember();
    await preloadRoute(new URL(at, 'http://localhost'), createQueryClient());
    expect(callsTo(fetchMock, '/api/listings')).toBe(0);
  });
});

describe('preloadRoute for a link shared on WhatsApp', () => {
  function serveShared() {
    return mockFetch((url) => {
      if (url === '/api/profile/me') return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
      if (url === '/api/news/annual-meet') return { body: { news: newsArticle({ title: 'Annual meet' }) } };
      if (url === '/api/questions/q1') return { body: { question: question({ title: 'Best school?' }), answers: [] } };
      if (url === '/api/listings/l1/preview') {
        return { body: { preview: { _id: 'l1', title: 'Sharma Plumbing', category: 'Plumber', image: null } } };
      }
      if (url === '/api/listings/l1') return { body: { listing: listing({ _id: 'l1', title: 'Sharma Plumbing' }) } };
      if (url === '/api/matrimonial/profiles/p1') return { body: { profile: matrimonialProfile() } };
      if (url === '/api/users/u7') return { body: { user: member({ id: 'u7', name: 'Sunita Jadhav' }) } };
      if (url === '/api/users/u7/public') {
        return { body: { user: { _id: 'u7', id: 'u7', name: 'Sunita Jadhav', occupation: 'Tailor', bio: '' } } };
      }
      return { body: {} };
    });
  }
  afterEach(() => localStorage.clear());

  it.each<[string, string, string, ReactNode, string]>([
    ['/news/:slug', '/news/annual-meet', '/api/news/annual-meet', <NewsArticlePage />, 'Annual meet'],
    ['/questions/:id', '/questions/q1', '/api/questions/q1', <QuestionDetailPage />, 'Best school?'],
    [
      '/service-listings/:id',
      '/service-listings/l1',
      '/api/listings/l1/preview',
      <ListingDetailsPage />,
      'Sharma Plumbing',
    ],
    ['/user-profile/:userId', '/user-profile/u7', '/api/users/u7/public', <UserProfilePage />, 'Sunita Jadhav'],
  ])('%s, for a visitor: what the page shows first comes with its code', async (path, at, api, page, text) => {
    const fetchMock = serveShared();
    const queryClient = createQueryClient();
    await preloadRoute(new URL(at, 'http://localhost'), queryClient);
    expect(callsTo(fetchMock, api)).toBe(1);
    renderWithApp(page, { path, at, queryClient });
    expect((await screen.findAllByText(text))[0]).toBeInTheDocument();
    expect(callsTo(fetchMock, api)).toBe(1);
  });

  it('/service-listings/:id, for a member: the whole listing, not the preview', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = serveShared();
    const queryClient = createQueryClient();
    await preloadRoute(new URL('/service-listings/l1', 'http://localhost'), queryClient);
    renderWithApp(<ListingDetailsPage />, { path: '/service-listings/:id', at: '/service-listings/l1', queryClient });
    expect(await screen.findByRole('heading', { name: 'Sharma Plumbing' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/listings/l1')).toBe(1);
    expect(callsTo(fetchMock, '/api/listings/l1/preview')).toBe(0);
  });

  it('/user-profile/:userId, for a member: the full profile, not the limited view, and not refused as a repeat', async () => {
    clearProfileThrottle();
    localStorage.setItem('token', 'tok');
    const fetchMock = serveShared();
    const queryClient = createQueryClient();
    const at = '/user-profile/u7';
    await preloadRoute(new URL(at, 'http://localhost'), queryClient);
    renderWithApp(<UserProfilePage />, { path: '/user-profile/:userId', at, queryClient });
    expect((await screen.findAllByText('Sunita Jadhav'))[0]).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/users/u7')).toBe(1);
    expect(callsTo(fetchMock, '/api/users/u7/public')).toBe(0);
  });

  it('/matrimonial/profile/:id: the profile, asked for as the member the stored session draws', async () => {
    localStorage.setItem('token', 'tok');
    storeMember(member({ id: 'me', name: 'Viewer' }));
    const fetchMock = serveShared();
    const queryClient = createQueryClient();
    const at = '/matrimonial/profile/p1';
    await preloadRoute(new URL(at, 'http://localhost'), queryClient);
    renderWithApp(<MatrimonialProfilePage />, { path: '/matrimonial/profile/:id', at, queryClient });
    expect(screen.getByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/matrimonial/profiles/p1')).toBe(1);
  });
});
