import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@sangam/shared/listings';
import { calledUrls, type MockReply } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { ListingsPage } from './ListingsPage.tsx';
import { expectLink } from '../../../test/expectLink.ts';

const viewer = member({ id: 'me', name: 'Viewer', bio: 'Hi' });

function setup(listings: Listing[] | MockReply, { signedIn = true, at = '/service-listings' } = {}) {
  const { fetchMock } = renderPage(<ListingsPage />, {
    viewer: signedIn ? viewer : null,
    route: (url) => {
      if (!url.startsWith('/api/listings')) return undefined;
      return Array.isArray(listings) ? listReply('listings', listings, { categories: ['Plumber', 'Tutor'] }) : listings;
    },
    path: '/service-listings',
    at,
  });
  // The requests for the list so far, in order.
  return () => calledUrls(fetchMock, '/api/listings');
}

describe('ListingsPage', () => {
  it('shows contacts and Share on an open card, the premium prompt on a premium-only card without contacts', async () => {
    setup([
      listing({
        _id: 'open',
        title: 'Sharma Plumbing',
        contactPhone: '9876543210',
        contactEmail: 'sharma@example.com',
      }),
      listing({
        _id: 'locked',
        title: 'Meena Tuition',
        category: 'Tutor',
        premiumRequired: true,
        contactPhone: undefined,
      }),
    ]);

    const open = (await screen.findByRole('heading', { name: 'Sharma Plumbing' }, { timeout: 8000 })).closest(
      'article',
    )!;
    expect(within(open).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expectLink(within(open), 'sharma@example.com', 'mailto:sharma@example.com');
    expect(
      within(open)
        .getByRole('link', { name: /^Share Sharma Plumbing on WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(within(open).queryByText('Premium access required for contact details')).not.toBeInTheDocument();
    expect(
      within(open)
        .getByRole('link', { name: /^Chat on WhatsApp with Sharma Plumbing/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(within(open).getByText('By: Ravi Sharma')).toBeInTheDocument();

    const locked = screen.getByRole('heading', { name: 'Meena Tuition' }).closest('article')!;
    expect(within(locked).getByText('Premium access required for contact details')).toBeInTheDocument();
    expectLink(within(locked), 'Upgrade to Premium', '/upgrade-membership');
    expect(within(locked).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expectLink(within(locked), /View Details/, '/service-listings/locked');
    expect(screen.getByText('Showing 2 services')).toBeInTheDocument();
  });

  it('shows the contacts of a premium-only listing when the server sent them (premium viewer)', async () => {
    setup([listing({ _id: 'p', title: 'Meena Tuition', premiumRequired: true, contactPhone: '9123456780' })]);
    const card = (await screen.findByRole('heading', { name: 'Meena Tuition' })).closest('article')!;
    expect(within(card).getByRole('link', { name: '9123456780' })).toBeInTheDocument();
    expect(within(card).queryByText('Premium access required for contact details')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const listingCalls = setup([], { signedIn: false });
    expect(await screen.findByText('Please log in to view the Business Directory.')).toBeInTheDocument();
    expectLink(screen, 'Log in to Add Service', '/login?redirect=%2Fcreate-listing');
    expectLink(screen, 'Log in to View Listings', '/login?redirect=%2Fservice-listings');
    expect(listingCalls()).toEqual([]);
  });

  it('sends search and category from the URL, says when nothing is found, and Reset Filters clears both', async () => {
    const listingCalls = setup([], { at: '/service-listings?search=plumb&category=Tutor' });
    expect(await screen.findByText('No listings found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for services...')).toHaveValue('plumb');
    expect(screen.getByLabelText('Category')).toHaveValue('Tutor');
    expect(listingCalls()[0]).toContain('search=plumb');
    expect(listingCalls()[0]).toContain('category=Tutor');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByPlaceholderText('Search for services...')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it("shows the spec's fetch error with Try Again", async () => {
    setup({ status: 400, body: { message: 'Bad category' } });
    expect(await screen.findByText('Error: Bad category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
