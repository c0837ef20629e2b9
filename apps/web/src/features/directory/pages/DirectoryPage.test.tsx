import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import type { DirectoryReply } from '@sangam/shared/directory';
import type { User } from '@sangam/shared/user';
import { resetThrottle } from '../../../api/throttle.ts';
import { member } from '../../../test/memberFixture.ts';
import { listReply, renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { DirectoryPage } from './DirectoryPage.tsx';
import { expectLink } from '../../../test/expectLink.ts';

const viewer = member({ id: 'me', name: 'Viewer', bio: 'Hi' });

/** The directory page as the signed-in viewer sees it, its requests answered by `route`. */
const show = (route: PageRoute, at = '/directory') =>
  renderPage(<DirectoryPage />, { viewer, route, path: '/directory', at }).fetchMock;

/** One page of the directory: `users` and no more. */
const directoryPage = (users: User[]) => listReply('users', users, { limit: 24, userPlan: 'free' });

function setup(reply: Partial<DirectoryReply> | { status: number; body: unknown }, at = '/directory') {
  return show((url) => {
    if (!url.startsWith('/api/directory')) return undefined;
    if ('status' in reply) return reply;
    return {
      body: { users: [], userPlan: 'free', pagination: { page: 1, limit: 24, total: 0, pages: 0 }, ...reply },
    };
  }, at);
}

beforeEach(() => resetThrottle());

describe('DirectoryPage', () => {
  it('marks a member whose phone was verified by a code, and only them', async () => {
    const verified = member({ id: 'u3', name: 'Meera Shah', phoneVerified: true });
    const unverified = member({ id: 'u4', name: 'Arjun Rao', phoneVerified: false });
    setup({ users: [verified, unverified], pagination: { page: 1, limit: 24, total: 2, pages: 1 } });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
    await screen.findByRole('link', { name: 'Meera Shah' });
    expect(within(card('Meera Shah')).getByText('Verified')).toHaveAttribute('title', 'Phone number verified');
    expect(within(card('Arjun Rao')).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('a premium viewer taps Show contact and the card shows the number (Call Now), e-mail and address', async () => {
    const ravi = member({ id: 'u2', name: 'Ravi Kumar', occupation: 'Plumber' });
    const fetchMock = show((url, init) => {
      if (url.startsWith('/api/directory')) return listReply('users', [ravi], { limit: 24, userPlan: 'premium' });
      if (url === '/api/users/u2/contact' && init.method === 'POST') {
        return { body: { phoneNumber: '9876543210', email: 'ravi@example.com', address: 'Nashik' } };
      }
      return undefined;
    });
    const card = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('article')!;
    // The reply carried no contacts: nothing to call until the tap.
    expect(within(card).queryByRole('link', { name: /9876543210/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Premium access required for contact details')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Show contact: Ravi Kumar' }));
    expect(await within(card).findByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(card).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:9876543210');
    expectLink(within(card), 'ravi@example.com', 'mailto:ravi@example.com');
    expect(within(card).getByText('Nashik')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/u2/contact')).toHaveLength(1);
  });

  it.each([
    [429, "You have reached today's limit for viewing contact details."],
    [403, 'This member has chosen not to share contact details.'],
  ])('a %i on Show contact says the server words in the card, without a number', async (status, words) => {
    const ravi = member({ id: 'u2', name: 'Ravi Kumar' });
    show((url) => {
      if (url.startsWith('/api/directory')) return listReply('users', [ravi], { limit: 24, userPlan: 'premium' });
      if (url === '/api/users/u2/contact') return { status, body: { message: words, type: 'X' } };
      return undefined;
    });
    const card = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: /Show contact/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(words);
    expect(within(card).queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
  });

  it('a dropped signal on Show contact says so and keeps the button', async () => {
    const ravi = member({ id: 'u2', name: 'Ravi Kumar' });
    show((url) => {
      if (url.startsWith('/api/directory')) return listReply('users', [ravi], { limit: 24, userPlan: 'premium' });
      if (url === '/api/users/u2/contact') return 'network-error';
      return undefined;
    });
    const card = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: /Show contact/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/connection|network|internet/i);
    expect(within(card).getByRole('button', { name: /Show contact/ })).toBeEnabled();
  });

  it('a free viewer gets no Show contact button', async () => {
    setup({ users: [member({ id: 'u2', name: 'Ravi Kumar' })], userPlan: 'free' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(screen.queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
  });

  it("shows the viewer's own contacts when the reply carries them (their own card), and no premium prompt", async () => {
    const plumber = member({
      id: 'u2',
      name: 'Ravi Kumar',
      occupation: 'Plumber',
      phoneNumber: '9876543210',
      email: 'ravi@example.com',
      interests: ['Pipes', 'Cricket', 'Music', 'Cooking'],
    });
    setup({ users: [plumber], userPlan: 'premium', pagination: { page: 1, limit: 24, total: 1, pages: 1 } });

    const card = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/user-profile/u2');
    expect(within(card).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expectLink(within(card), 'ravi@example.com', 'mailto:ravi@example.com');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Pipes', 'Cricket', 'Music']));
    expect(within(card).queryByText('Cooking')).not.toBeInTheDocument();
    expect(screen.queryByText('Premium access required for contact details')).not.toBeInTheDocument();
    // A chat with the member, not a forward of their profile.
    const chat = within(card).getByRole('link', { name: 'WhatsApp with Ravi Kumar (opens in a new tab)' });
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Namaste Ravi, I found you on Sangam.')}`,
    );
  });

  it('shows the premium prompt once for a free viewer when contacts are absent', async () => {
    setup({
      users: [member({ id: 'u2', name: 'Ravi Kumar' }), member({ id: 'u3', name: 'Meena Shah' })],
      userPlan: 'free',
      pagination: { page: 1, limit: 24, total: 2, pages: 1 },
    });
    expect(await screen.findByText('Premium access required for contact details')).toBeInTheDocument();
    expectLink(screen, 'Upgrade to Premium', '/upgrade-membership');
    expect(screen.queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument();
  });

  it('sends the search from the URL and says when nothing matches', async () => {
    const fetchMock = setup({}, '/directory?search=plumb');
    expect(await screen.findByText('No members found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('plumb');
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/directory'));
    expect(String(call?.[0])).toContain('search=plumb');
  });

  it('says the directory is empty when not searching', async () => {
    setup({});
    expect(await screen.findByText('There are no members in the directory yet')).toBeInTheDocument();
  });

  it.each([
    {
      name: 'names the cause in words and says each sentence once',
      reply: { status: 400, body: { message: 'Request directory is throttled. Please try again later.' } },
      text: 'Failed to load directory: Request directory is throttled. Please try again later.',
    },
    {
      name: 'never shows a bare status code',
      reply: { status: 418, body: {} },
      text: 'Failed to load directory: The server could not handle the request. Please try again later.',
    },
    {
      name: "puts the server's message into the spec's sentence",
      reply: { status: 400, body: { message: 'Bad search' } },
      text: 'Failed to load directory: Bad search. Please try again later.',
    },
  ])('$name', async ({ reply, text }) => {
    setup(reply);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('never pairs the old list with the new search: the count waits for its own reply', async () => {
    let answerTeacher: () => void = () => undefined;
    const plumber = member({ id: 'u2', name: 'Ravi Kumar', occupation: 'Plumber' });
    const teacher = member({ id: 'u3', name: 'Meena Shah', occupation: 'Teacher' });
    show((url) => {
      if (url.includes('search=teacher'))
        return new Promise((resolve) => (answerTeacher = () => resolve(directoryPage([teacher]))));
      return directoryPage([plumber, member({ id: 'u4', name: 'Asha Rao' })]);
    });
    expect(await screen.findByText('2 members')).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Search members'), { target: { value: 'teacher' } });
    fireEvent.submit(screen.getByLabelText('Search members').closest('form')!);
    expect(await screen.findByText('Searching for “teacher”...')).toBeInTheDocument();
    expect(screen.queryByText(/matching “teacher”/)).not.toBeInTheDocument();

    answerTeacher();
    expect(await screen.findByText('1 member matching “teacher”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meena Shah' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
  });

  it('a common word counted a few pages ahead reads "120+ members matching" and "Page 1 of 5+"', async () => {
    setup(
      {
        users: [member({ id: 'u5', name: 'Sharad Patil' })],
        pagination: { page: 1, limit: 24, total: 120, pages: 5, capped: true },
      },
      '/directory?search=sha',
    );
    expect(await screen.findByText('120+ members matching “sha”')).toBeInTheDocument();
    // More pages follow the five counted: the phone's pager says so.
    expect(screen.getByText('Page 1 of 5+')).toBeInTheDocument();
  });

  it('filters by a city chip and clears it with a second tap', async () => {
    const fetchMock = show((url) => {
      if (url.startsWith('/api/directory/filters')) {
        return { body: { cities: [{ value: 'Pune', count: 3 }], occupations: [{ value: 'Teacher', count: 2 }] } };
      }
      return { body: { users: [], userPlan: 'free', pagination: { page: 1, limit: 24, total: 0, pages: 0 } } };
    });
    const pune = await screen.findByRole('button', { name: 'Pune' });
    expect(
      within(screen.getByRole('group', { name: 'Occupation' })).getByRole('button', { name: 'Teacher' }),
    ).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pune);
    await vi.waitFor(() => expect(pune).toHaveAttribute('aria-pressed', 'true'));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).startsWith('/api/directory?') && String(url).includes('city=Pune'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('No members found matching your criteria.')).toBeInTheDocument();
    fireEvent.click(pune);
    await vi.waitFor(() => expect(pune).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('DirectoryPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('draws the heading, search, count, card and premium prompt in Hindi', async () => {
    await loadNamespaces(['directory']);
    await activateLanguage('hi');
    setup({
      users: [member({ id: 'u2', name: 'Ravi Kumar', occupation: '' }), member({ id: 'u3', name: 'Meena Shah' })],
      userPlan: 'free',
      pagination: { page: 1, limit: 24, total: 2, pages: 1 },
    });
    expect(await screen.findByText('2 सदस्य')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सदस्य डायरेक्टरी' })).toBeInTheDocument();
    expect(screen.getByLabelText('सदस्य खोजें')).toBeInTheDocument();
    expect(screen.getByText('काम नहीं बताया गया')).toBeInTheDocument();
    expect(screen.getByText('संपर्क जानकारी देखने के लिए प्रीमियम सदस्यता ज़रूरी है')).toBeInTheDocument();
    expectLink(screen, 'प्रीमियम सदस्यता लें', '/upgrade-membership');
  });

  it('says the empty search in Hindi', async () => {
    await loadNamespaces(['directory']);
    await activateLanguage('hi');
    setup({}, '/directory?search=plumb');
    expect(await screen.findByText('आपकी खोज से मिलता कोई सदस्य नहीं मिला।')).toBeInTheDocument();
  });
});
