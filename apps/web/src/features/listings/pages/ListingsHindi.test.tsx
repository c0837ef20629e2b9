import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { listingWhatsAppUrl } from '../lib/share.ts';
import { ListingDetailsPage } from './ListingDetailsPage.tsx';
import { ListingsPage } from './ListingsPage.tsx';

const viewer = member({ id: 'me', name: 'Viewer', bio: 'Hi' });

// What a member who chose हिन्दी reads: the page's own words and the form's categories in Hindi; titles,
// descriptions, names and a member's own category as they were written.
describe('listings in Hindi', () => {
  beforeEach(async () => {
    await loadNamespaces(['common', 'listings']);
    await activateLanguage('hi');
  });
  afterEach(() => activateLanguage('en'));

  it('shows the Business Directory, its count, filters and cards in Hindi', async () => {
    renderPage(<ListingsPage />, {
      viewer,
      route: (url) =>
        url.startsWith('/api/listings')
          ? listReply(
              'listings',
              [
                listing({ _id: 'a', title: 'Sharma Plumbing' }),
                listing({
                  _id: 'b',
                  title: 'Meena Tuition',
                  category: 'Tutor',
                  premiumRequired: true,
                  contactPhone: undefined,
                }),
                listing({ _id: 'c', title: 'Stitch Well', category: 'Tailor' }),
              ],
              { categories: ['Plumber', 'Tailor', 'Tutor'] },
            )
          : undefined,
      path: '/service-listings',
    });

    expect(await screen.findByRole('heading', { name: 'बिज़नेस डायरेक्टरी' })).toBeInTheDocument();
    expect(await screen.findByText('3 सेवाएँ दिखाई जा रही हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('सेवाएँ खोजें...')).toBeInTheDocument();
    // The filter's values stay the stored categories; the form's own are labelled in Hindi.
    const filter = screen.getByLabelText('श्रेणी');
    expect(within(filter).getByRole('option', { name: 'प्लंबर' })).toHaveValue('Plumber');
    expect(within(filter).getByRole('option', { name: 'Tailor' })).toHaveValue('Tailor');
    expect(within(filter).getByRole('option', { name: 'सभी श्रेणियाँ' })).toHaveValue('');

    const open = screen.getByRole('heading', { name: 'Sharma Plumbing' }).closest('article')!;
    expect(within(open).getByText('प्लंबर')).toBeInTheDocument();
    expect(within(open).getByText('सदस्य: Ravi Sharma')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: /विवरण देखें/ })).toBeInTheDocument();
    const locked = screen.getByRole('heading', { name: 'Meena Tuition' }).closest('article')!;
    expect(within(locked).getByText('ट्यूटर')).toBeInTheDocument();
    expect(within(locked).getByText('संपर्क जानकारी के लिए प्रीमियम सदस्यता चाहिए')).toBeInTheDocument();
    const own = screen.getByRole('heading', { name: 'Stitch Well' }).closest('article')!;
    expect(within(own).getByText('Tailor')).toBeInTheDocument();
    expect(screen.queryByText(/Showing|View Details|Reset Filters|Plumber/)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, in Hindi', async () => {
    renderPage(<ListingsPage />, { viewer: null, path: '/service-listings' });
    expect(await screen.findByText('बिज़नेस डायरेक्टरी देखने के लिए कृपया लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा जोड़ने के लिए लॉग इन करें' })).toBeInTheDocument();
  });

  it('shows a listing in Hindi, and its WhatsApp text names the category in Hindi', async () => {
    localStorage.setItem('token', 'tok');
    const shown = listing({ approved: false, contactEmail: 'sharma@example.com' });
    mockFetch((url) => {
      if (url === '/api/profile/me') return { body: { user: viewer } };
      if (url === '/api/listings/l1') return { body: { listing: shown } };
      return { body: {} };
    });
    renderWithApp(<ListingDetailsPage />, { path: '/service-listings/:id', at: '/service-listings/l1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Plumbing' })).toBeInTheDocument();
    expect(screen.getByText('मंज़ूरी बाकी है')).toBeInTheDocument();
    expect(screen.getByText('प्लंबर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'संपर्क' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Sharma' }).parentElement).toHaveTextContent(/^सदस्य: Ravi Sharma/);
    expect(screen.getByRole('link', { name: 'बिज़नेस डायरेक्टरी पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें: Sharma Plumbing' })).toHaveTextContent(
      'WhatsApp पर शेयर करें',
    );

    const text = new URL(listingWhatsAppUrl(shown)).searchParams.get('text');
    expect(text).toContain('श्रेणी: प्लंबर\nफ़ोन: 9876543210\nईमेल: sharma@example.com');
    expect(text).toContain('/service-listings/l1?lang=hi');
  });
});
