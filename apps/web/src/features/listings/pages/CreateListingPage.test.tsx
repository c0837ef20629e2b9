import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../auth/ProtectedRoute.tsx';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { listing } from '../../../test/listingFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { CreateListingPage } from './CreateListingPage.tsx';

const me = member({ id: 'me', name: 'Ravi Sharma', bio: 'Hi', phoneNumber: '9876543210' });

const created = (): MockReply => ({
  status: 201,
  body: { message: 'Service listing created successfully!', listing: listing() },
});

function setup(postReply: (body: unknown) => MockReply = created, state?: unknown) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: me } };
    if (url === '/api/listings' && init.method === 'POST') return postReply(requestBody(init));
    return { body: {} };
  });
  // As in the app: the protected route waits for the session, so the phone is prefilled from it.
  renderWithApp(
    <ProtectedRoute>
      <CreateListingPage />
    </ProtectedRoute>,
    { path: '/create-listing', state },
  );
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/listings' && init?.method === 'POST');

/** Fills title, category and description, then presses Create Listing. */
async function fillAndCreate(title: string, category: string, description: string) {
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText('Title *'), title);
  await events.selectOptions(screen.getByLabelText('Category *'), category);
  await events.type(screen.getByLabelText('Description *'), description);
  await events.click(screen.getByRole('button', { name: 'Create Listing' }));
}

describe('CreateListingPage', () => {
  it('says "Please fill in all required fields." and sends nothing when a required field is empty', async () => {
    const fetchMock = setup();
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Title *'), 'Sharma Plumbing');
    await events.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title *')).not.toHaveAttribute('aria-invalid');
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('sends the free text as the category when Other is chosen, prefilled phone included', async () => {
    const fetchMock = setup();
    const events = userEvent.setup();
    expect(screen.queryByLabelText('Your Category *')).not.toBeInTheDocument();
    await events.type(await screen.findByLabelText('Title *'), 'Stitch Well');
    await events.selectOptions(screen.getByLabelText('Category *'), 'Other');
    await events.type(screen.getByLabelText('Your Category *'), '  Tailor ');
    await events.type(screen.getByLabelText('Description *'), 'Blouses and kurtas stitched.');
    await events.click(screen.getByLabelText(/premium members only/));
    await events.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await screen.findByText('Service listing created successfully!')).toBeInTheDocument();
    expect(requestBody(posted(fetchMock)[0]?.[1])).toEqual({
      title: 'Stitch Well',
      category: 'Tailor',
      description: 'Blouses and kurtas stitched.',
      contactPhone: '9876543210',
      premiumRequired: true,
    });
  });

  it('asks for the free-text category when Other is chosen', async () => {
    const fetchMock = setup();
    await fillAndCreate('Stitch Well', 'Other', 'Blouses and kurtas stitched.');
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Category *')).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it("shows the spec's 413 message", async () => {
    setup(() => ({ status: 413, body: { message: 'too big', type: 'PAYLOAD_TOO_LARGE' } }));
    await fillAndCreate('Sharma Plumbing', 'Plumber', 'Leaks fixed.');
    expect(await screen.findByText('Data is too large to upload. Please reduce the image size.')).toBeInTheDocument();
  });

  it("puts the server's field errors next to the fields", async () => {
    setup(() => ({
      status: 400,
      body: {
        message: 'Please enter a valid phone number',
        type: 'VALIDATION_ERROR',
        fields: { contactPhone: 'Please enter a valid phone number' },
      },
    }));
    await fillAndCreate('Sharma Plumbing', 'Plumber', 'Leaks fixed.');
    expect(await screen.findByLabelText('Contact Phone *')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  });
});

describe('CreateListingPage opened from the share page', () => {
  it('starts with the shared title and description', async () => {
    setup(created, { shared: { title: 'Tailoring at home', details: 'Blouses and kurtas\n\nhttps://x.in/t' } });
    expect(await screen.findByLabelText('Title *')).toHaveValue('Tailoring at home');
    expect(screen.getByLabelText('Description *')).toHaveValue('Blouses and kurtas\n\nhttps://x.in/t');
  });
});
