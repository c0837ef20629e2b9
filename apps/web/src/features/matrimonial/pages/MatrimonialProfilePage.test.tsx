import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { translate } from '../../../i18n/useT.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MatrimonialProfilePage } from './MatrimonialProfilePage.tsx';

const base = matrimonialProfile();

function setup(profile: MatrimonialProfile, signedIn = true) {
  if (signedIn) localStorage.setItem('token', 'tok');
  else localStorage.removeItem('token');
  mockFetch((url) => {
    if (url === '/api/profile/me') return { body: { user: member({ id: 'me', name: 'Viewer' }) } };
    if (url === '/api/matrimonial/profiles/p1') return { body: { profile } };
    return { body: {} };
  });
  renderWithApp(<MatrimonialProfilePage />, { path: '/matrimonial/profile/:id', at: '/matrimonial/profile/p1' });
}

describe('MatrimonialProfilePage', () => {
  it('shows a free member the family and preference sections, and the premium prompt for contacts', async () => {
    setup(base);
    const events = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Active Profile')).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD')).toBeInTheDocument();
    expect(screen.getByText('1 (1 married)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of Priya Kamble' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Download Biodata' }));
    const dialog = await screen.findByRole('dialog', { name: translate(M.premiumTitle) });
    expect(dialog).toHaveTextContent(translate(M.premiumBody));
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });

  it('shows premium members the contacts', async () => {
    setup({ ...base, contactNumber: '9822011111', email: 'p@example.com', biodata: '/x', biodataUploaded: false });
    expect(await screen.findByRole('link', { name: '9822011111' })).toHaveAttribute('href', 'tel:9822011111');
    expect(screen.queryByRole('button', { name: 'View Contact Details' })).not.toBeInTheDocument();
  });

  it('asks visitors to log in for contacts and photos', async () => {
    setup({ ...base, profileImages: [] }, false);
    expect(await screen.findByText(translate(M.loginRequired))).toBeInTheDocument();
    expect(screen.getByText(translate(M.loginForPhotos))).toBeInTheDocument();
  });
});

describe('MatrimonialProfilePage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the sections, labels, badges and the upgrade prompt in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    setup(base);
    const events = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.getByText('सत्यापित')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'परिवार की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('जीवनसाथी की पसंद')).toBeInTheDocument();
    expect(screen.getByText('1 (1 विवाहित)')).toBeInTheDocument();
    expect(screen.getByText('14 मार्च 1998')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'बायोडाटा डाउनलोड करें' }));
    expect(await screen.findByRole('dialog', { name: 'प्रीमियम सदस्यता ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी अपग्रेड करें' })).toHaveAttribute('href', '/pricing');
  });
});
