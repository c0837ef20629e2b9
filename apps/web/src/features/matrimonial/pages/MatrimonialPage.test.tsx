import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { calledUrls } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { MatrimonialPage } from './MatrimonialPage.tsx';

const reply = (count: number) => ({
  body: {
    profiles: Array.from({ length: count }, (_, n) => matrimonialProfile({ _id: `p${n}`, fullName: `Bride ${n}` })),
    pagination: { page: 1, limit: 12, total: count, totalPages: 1 },
  },
});

function setup(count = 3) {
  return renderPage(<MatrimonialPage />, {
    viewer: null,
    route: (url) => (url.startsWith('/api/matrimonial/profiles') ? reply(count) : undefined),
    path: '/matrimonial',
  });
}

describe('MatrimonialPage', () => {
  it('counts the profiles as "3 profiles" and "1 profile", never "profile(s)"', async () => {
    setup(3);
    expect(await screen.findByText('3 profiles')).toBeInTheDocument();
    expect(screen.queryByText(/profile\(s\)/)).not.toBeInTheDocument();
  });

  it('says "1 profile" for one', async () => {
    setup(1);
    expect(await screen.findByText('1 profile')).toBeInTheDocument();
  });
});

describe('MatrimonialPage search', () => {
  it('searches as the member types, after a pause, with no button to press', async () => {
    const { fetchMock, location } = setup(3);
    await screen.findByText('3 profiles');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Pune');
    await waitFor(() =>
      expect(calledUrls(fetchMock, '/api/matrimonial/profiles').some((url) => url.includes('city=Pune'))).toBe(true),
    );
    expect(location().search).toContain('city=Pune');
    // One search for the whole word, not one per letter.
    expect(calledUrls(fetchMock, '/api/matrimonial/profiles').filter((url) => url.includes('city=P'))).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await waitFor(() => expect(location().search).toContain('gender=female'));
  });
});

describe('MatrimonialPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the list, its tabs, filters and count in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    setup(3);
    expect(await screen.findByText('3 प्रोफ़ाइल')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'वैवाहिक' })).toBeInTheDocument();
    expect(screen.getByText('अपनी प्रोफ़ाइल बनाएँ')).toBeInTheDocument();
    expect(screen.getByLabelText('शहर')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'महिला (वधू)' })).toBeInTheDocument();
    expect(screen.getAllByText('जानकारी देखने के लिए लॉग इन करें')).toHaveLength(3);
    expect(screen.queryByText('Create Your Profile')).not.toBeInTheDocument();
    expect(screen.queryByText('Reset Filters')).not.toBeInTheDocument();
  });
});
