import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { calledUrls } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { MatrimonialMatchesPage } from './MatrimonialMatchesPage.tsx';

const OWN = matrimonialProfile({ _id: 'own1', fullName: 'Rahul Jadhav', gender: 'male', isOwner: true });

const page = (n: number, of: number, total: number) => ({
  body: {
    profiles: Array.from({ length: n }, (_, i) =>
      matrimonialProfile({ _id: `m${of}-${i}`, fullName: `Bride ${of}-${i}`, gender: 'female' }),
    ),
    pagination: { page: of, limit: 12, total, totalPages: Math.ceil(total / 12) },
  },
});

function setup(matches: (url: string) => { status?: number; body: unknown }) {
  return renderPage(<MatrimonialMatchesPage />, {
    viewer: member(),
    route: (url) =>
      url.startsWith('/api/matrimonial/matches')
        ? matches(url)
        : url.startsWith('/api/matrimonial/my-profiles')
          ? { body: { profiles: [OWN] } }
          : undefined,
    path: '/matrimonial/matches/:profileId',
    at: '/matrimonial/matches/own1',
  });
}

describe('MatrimonialMatchesPage', () => {
  it("lists the profile's matches with their count and loads the next page", async () => {
    const { fetchMock } = setup((url) => (url.includes('page=2') ? page(3, 2, 15) : page(12, 1, 15)));
    expect(await screen.findByRole('heading', { name: 'Matches for Rahul Jadhav' })).toBeInTheDocument();
    expect(await screen.findByText('15 profiles')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(calledUrls(fetchMock, '/api/matrimonial/matches')[0]).toContain('profileId=own1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Bride 2-2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my profiles' })).toHaveAttribute('href', '/matrimonial?tab=mine');
  });

  it('says so when nothing matches the preferences', async () => {
    setup(() => page(0, 1, 0));
    expect(await screen.findByText(/No profiles match these partner preferences yet/)).toBeInTheDocument();
  });

  it("gives the server's reason for a profile not approved yet, without Try Again", async () => {
    setup(() => ({ status: 403, body: { message: 'Matches are shown once this profile is approved' } }));
    expect(await screen.findByText('Matches are shown once this profile is approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});

describe('MatrimonialMatchesPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the heading, count and empty state in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    setup(() => page(0, 1, 0));
    expect(await screen.findByRole('heading', { name: 'Rahul Jadhav के लिए मिलान' })).toBeInTheDocument();
    expect(await screen.findByText(/अभी कोई प्रोफ़ाइल इस जीवनसाथी पसंद से नहीं मिलती/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइलों पर वापस' })).toBeInTheDocument();
  });
});
