import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestBody } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MyListingsPage } from './MyListingsPage.tsx';

describe('MyListingsPage', () => {
  it('labels each listing Live or Under review and saves an edit through PUT /api/listings/:id', async () => {
    localStorage.setItem('token', 'tok');
    const live = listing({ _id: 'l1', title: 'Sharma Plumbing' });
    const review = listing({ _id: 'l2', title: 'Night Plumbing', approved: false });
    const puts: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (url === '/api/profile/me') return { body: { user: member({ id: 'owner', name: 'Ravi Sharma' }) } };
      if (url === '/api/listings/mine') return { body: { listings: [live, review] } };
      if (url === '/api/listings/l2' && init.method === 'PUT') {
        puts.push({ url, body: requestBody(init) });
        return { body: { listing: { ...review, title: 'Night Plumbing 24x7' } } };
      }
      return { body: {} };
    });
    renderWithApp(<MyListingsPage />, { path: '/my-listings' });

    const liveCard = (await screen.findByRole('heading', { name: 'Sharma Plumbing' })).closest('li')!;
    expect(within(liveCard).getByText('Live')).toBeInTheDocument();
    const reviewCard = screen.getByRole('heading', { name: 'Night Plumbing' }).closest('li')!;
    expect(within(reviewCard).getByText('Under review')).toBeInTheDocument();

    const events = userEvent.setup();
    await events.click(within(reviewCard).getByRole('button', { name: 'Edit Night Plumbing' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    const title = within(dialog).getByLabelText('Title');
    await events.clear(title);
    await events.type(title, 'Night Plumbing 24x7');
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ title: 'Night Plumbing 24x7', contactPhone: '9876543210' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
