import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { MatrimonialPage } from './MatrimonialPage.tsx';

// The shortlist's heart, "Not interested", and the Shortlisted and Hidden tabs (issue 35).

const me = member({ id: 'me', name: 'Ravi Sharma' });
const page = (rows: unknown[]) => ({ page: 1, limit: 12, total: rows.length, pages: 1, totalPages: 1 });
const priya = matrimonialProfile({ _id: 'p1', fullName: 'Priya Kamble', shortlisted: false });
const meera = matrimonialProfile({ _id: 'p2', fullName: 'Meera Jadhav', shortlisted: true });

/** Every request the page made, as "METHOD url". */
const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

function setup(at = '/matrimonial', route: PageRoute = () => undefined) {
  return renderPage(<MatrimonialPage />, {
    viewer: me,
    path: '/matrimonial',
    at,
    route: (url, init) => {
      const own = route(url, init);
      if (own) return own;
      if (url.startsWith('/api/matrimonial/profiles?') || url === '/api/matrimonial/profiles') {
        return { body: { profiles: [priya, meera], pagination: page([priya, meera]) } };
      }
      if (url.startsWith('/api/matrimonial/shortlist/')) {
        const keep = init.method === 'POST';
        return { status: keep ? 201 : 200, body: { message: 'ok', shortlisted: keep } };
      }
      if (url.startsWith('/api/matrimonial/shortlist')) {
        return { body: { profiles: [meera], pagination: page([meera]) } };
      }
      if (url.startsWith('/api/matrimonial/hidden')) {
        const hidden = { ...priya, hiddenAt: '2026-11-20T00:00:00.000Z', hiddenUntil: '2027-02-18T00:00:00.000Z' };
        return { body: { profiles: [hidden], pagination: page([hidden]) } };
      }
      if (url.includes('/hide')) {
        return { status: init.method === 'POST' ? 201 : 200, body: { message: 'ok', hidden: init.method === 'POST' } };
      }
      return undefined;
    },
  });
}

describe('the shortlist heart', () => {
  it('is a 44 px toggle that says whether the profile is kept, and adds or removes it', async () => {
    const { fetchMock } = setup();
    const heart = await screen.findByRole('button', { name: 'Shortlist Priya Kamble' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.className).toContain('h-11');
    expect(heart.className).toContain('w-11');
    expect(screen.getByRole('button', { name: 'Shortlist Meera Jadhav' })).toHaveAttribute('aria-pressed', 'true');

    const events = userEvent.setup();
    await events.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/matrimonial/shortlist/p1'));
    await events.click(screen.getByRole('button', { name: 'Shortlist Meera Jadhav' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/matrimonial/shortlist/p2'));
  });

  it('goes back and says so when the server refuses (a full shortlist)', async () => {
    setup('/matrimonial', (url, init) =>
      url === '/api/matrimonial/shortlist/p1' && init.method === 'POST'
        ? {
            status: 409,
            body: {
              message: 'Your shortlist is full (200 profiles). Remove a profile to add another.',
              type: 'CONFLICT',
            },
          }
        : undefined,
    );
    const heart = await screen.findByRole('button', { name: 'Shortlist Priya Kamble' });
    await userEvent.setup().click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your shortlist is full (200 profiles)');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not offered to visitors', async () => {
    renderPage(<MatrimonialPage />, {
      viewer: null,
      path: '/matrimonial',
      route: (url) =>
        url.startsWith('/api/matrimonial/profiles')
          ? { body: { profiles: [{ ...priya, shortlisted: undefined }], pagination: page([priya]) } }
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shortlist/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not interested' })).not.toBeInTheDocument();
  });
});

describe('the Shortlisted and Hidden tabs', () => {
  it('lists the shortlist under Shortlisted', async () => {
    setup();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('tab', { name: 'Shortlisted' }));
    expect(screen.getByRole('tab', { name: 'Shortlisted' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Meera Jadhav' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Priya Kamble' })).not.toBeInTheDocument();
  });

  it('lists hidden profiles with when they come back, and Undo brings one back', async () => {
    const { fetchMock } = setup('/matrimonial?tab=hidden');
    expect(await screen.findByText('Priya Kamble')).toBeInTheDocument();
    expect(screen.getByText('Hidden until 18 February 2027')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo: Priya Kamble' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/matrimonial/profiles/p1/hide'));
  });

  describe('in Hindi', () => {
    afterEach(() => activateLanguage('en'));

    it('names the tabs and the heart in Hindi', async () => {
      await loadNamespaces(['common', 'matrimonial']);
      await activateLanguage('hi');
      setup();
      expect(await screen.findByRole('button', { name: 'Priya Kamble को शॉर्टलिस्ट करें' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'शॉर्टलिस्ट' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'छिपाई गईं' })).toBeInTheDocument();
    });
  });
});
