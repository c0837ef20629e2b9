import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@sangam/shared/listings';
import type { User } from '@sangam/shared/user';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ListingDetailsPage } from './ListingDetailsPage.tsx';
import { expectLink } from '../../../test/expectLink.ts';

const owner = member({ id: 'owner', name: 'Ravi Sharma', bio: 'Hi' });
const other = member({ id: 'someone', name: 'Meena', bio: 'Hi' });

function setup(
  reply: Listing | MockReply,
  { viewer = other as User | null, deleteReply = { body: { message: 'Listing deleted' } } as MockReply } = {},
) {
  if (viewer) localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: viewer } };
    if (url === '/api/listings/l1' && init.method === 'DELETE') return deleteReply;
    if (url === '/api/listings/l1' && init.method === 'PUT') {
      return { body: { listing: { ...('title' in reply ? reply : listing()), ...(requestBody(init) as object) } } };
    }
    if (url === '/api/listings/l1') return 'title' in reply ? { body: { listing: reply } } : reply;
    return { body: {} };
  });
  const view = renderWithApp(<ListingDetailsPage />, { path: '/service-listings/:id', at: '/service-listings/l1' });
  return { fetchMock, ...view };
}

describe('ListingDetailsPage', () => {
  it('asks a visitor to log in and come back here', async () => {
    setup(listing(), { viewer: null });
    expect(await screen.findByText('You need to be logged in to view listing details.')).toBeInTheDocument();
    expectLink(screen, 'Log in to View Details', '/login?redirect=%2Fservice-listings%2Fl1');
  });

  it('shows a visitor what was shared (never contacts) and a Join free that carries the code and the way back', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/listings/l1/preview'
        ? { body: { preview: { _id: 'l1', title: 'Sharma Plumbing', category: 'Plumber', image: null } } }
        : { status: 401, body: {} },
    );
    renderWithApp(<ListingDetailsPage />, { path: '/service-listings/:id', at: '/service-listings/l1?ref=ASHA42' });
    expect(await screen.findByRole('heading', { name: 'Sharma Plumbing' })).toBeInTheDocument();
    expect(screen.getByText('Plumber')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to view listing details.')).toBeInTheDocument();
    expectLink(screen, 'Join free', '/register?redirect=%2Fservice-listings%2Fl1&ref=ASHA42');
    expect(screen.queryByText('9876543210')).not.toBeInTheDocument();
    const previewCall = fetchMock.mock.calls.find(([url]) => url === '/api/listings/l1/preview');
    expect(new Headers(previewCall?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('shows the listing with its owner, pending badge and no Delete for someone else', async () => {
    setup(listing({ approved: false, contactEmail: 'sharma@example.com' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Sharma' })).toHaveAttribute('href', '/user-profile/owner');
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Listing' })).not.toBeInTheDocument();
  });

  it('lets the owner edit from the listing page, in the Edit Listing of My Listings (photo included)', async () => {
    const { fetchMock } = setup(listing({ image: '/api/media/m1' }), { viewer: owner });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Sharma Plumbing');
    await events.clear(title);
    await events.type(title, 'Sharma Plumbing 24x7');
    // The picture: the stored one is shown, and can be changed or removed.
    expect(within(dialog).getByRole('img', { name: 'Selected image preview' })).toHaveAttribute('src', '/api/media/m1');
    expect(within(dialog).getByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Remove Image' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = fetchMock.mock.calls.filter(([url, init]) => url === '/api/listings/l1' && init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(requestBody(puts[0]![1])).toMatchObject({ title: 'Sharma Plumbing 24x7', image: null });
  });

  it('leaves the picture out of the owner’s save when it was not touched', async () => {
    const { fetchMock } = setup(listing({ image: '/api/media/m1' }), { viewer: owner });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/listings/l1' && init?.method === 'PUT');
    expect(requestBody(put?.[1])).not.toHaveProperty('image');
  });

  describe('a premium-only listing (issue 36: its contacts come to the owner alone)', () => {
    const locked = () => {
      const { contactPhone: _phone, contactEmail: _email, ...rest } = listing({ premiumRequired: true });
      return rest as Listing;
    };
    const revealing = (viewer: User) => {
      localStorage.setItem('token', 'tok');
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/profile/me') return { body: { user: viewer } };
        if (url === '/api/listings/l1/contact' && init.method === 'POST') {
          return { body: { contactPhone: '9876543210', contactEmail: 'sharma@example.com' } };
        }
        if (url === '/api/listings/l1' && init.method === 'PUT') return { body: { listing: locked() } };
        if (url === '/api/listings/l1') return { body: { listing: locked() } };
        return { body: {} };
      });
      renderWithApp(<ListingDetailsPage />, { path: '/service-listings/:id', at: '/service-listings/l1' });
      return fetchMock;
    };

    it('a premium member taps Show contact and sees the number', async () => {
      const fetchMock = revealing(member({ id: 'p', planType: 'premium', bio: 'x' }));
      const events = userEvent.setup();
      await events.click(await screen.findByRole('button', { name: 'Show contact: Sharma Plumbing' }));
      expect(await screen.findByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/listings/l1/contact')).toHaveLength(1);
      expect(screen.queryByText('Premium access required for contact details')).not.toBeInTheDocument();
    });

    it('a free member gets the premium prompt, no button', async () => {
      revealing(member({ id: 'f', bio: 'x' }));
      expect(await screen.findByText('Premium access required for contact details')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
    });

    it('an admin editing it from its page starts from its contacts (revealed), not empty ones', async () => {
      const fetchMock = revealing(member({ id: 'a', planType: 'admin', bio: 'x' }));
      const events = userEvent.setup();
      await events.click(await screen.findByRole('button', { name: 'Edit Listing' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
      expect(await within(dialog).findByLabelText(/Contact Phone/)).toHaveValue('9876543210');
      await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/listings/l1' && init?.method === 'PUT');
      expect(requestBody(put?.[1])).toMatchObject({ contactPhone: '9876543210', contactEmail: 'sharma@example.com' });
    });
  });

  it('says Listing Not Found for a 404', async () => {
    setup({ status: 404, body: { message: 'Listing not found', type: 'NOT_FOUND' } });
    expect(await screen.findByRole('heading', { name: 'Listing Not Found' })).toBeInTheDocument();
  });

  it('lets the owner delete after confirming, and says so when it fails', async () => {
    const { fetchMock } = setup(listing(), { viewer: owner, deleteReply: { status: 500, body: { message: 'Boom' } } });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Listing' }));
    expect(screen.getByText('Are you sure you want to delete this listing?')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete listing. Please try again.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/listings/l1' && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('offers no WhatsApp forward for a premium-locked listing, as the cards do', async () => {
    setup(listing({ premiumRequired: true, contactPhone: undefined, contactEmail: undefined }));
    expect(await screen.findByText('Premium access required for contact details')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
