import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactView } from '@sangam/shared/privacy';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { ContactViewsSection } from './ContactViewsSection.tsx';

const viewer = (id: string, name: string) => ({ _id: id, name, profileImage: null, occupation: 'Trader' });

const view = (fields: Partial<ContactView>): ContactView => ({
  viewer: viewer('v1', 'Vijay Patil'),
  subjectType: 'member',
  subjectId: 'me',
  at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const show = (route: PageRoute, at = '/profile/privacy') =>
  renderPage(<ContactViewsSection />, { viewer: member({ id: 'me' }), path: '/profile/privacy', at, route }).fetchMock;

const reply = (views: ContactView[], pagination = { page: 1, limit: 20, total: views.length, pages: 1 }) => ({
  body: { views, pagination },
});

afterEach(() => void activateLanguage('en'));

describe('ContactViewsSection', () => {
  it('lists who viewed what, each name leading to their profile', async () => {
    show((url) =>
      url.startsWith('/api/profile/contact-views')
        ? reply([
            view({ viewer: viewer('v2', 'Asha Admin'), subjectType: 'matrimonial', subjectName: 'Rohan Patil' }),
            view({ viewer: viewer('v1', 'Vijay Patil'), subjectType: 'listing', subjectName: 'Patil Sarees' }),
            view({}),
          ])
        : undefined,
    );
    expect(screen.getByRole('heading', { name: 'Who viewed my contact details' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Asha Admin' })).toHaveAttribute('href', '/user-profile/v2');
    expect(items[0]).toHaveTextContent('Matrimonial profile: Rohan Patil');
    expect(items[1]).toHaveTextContent('Listing: Patil Sarees');
    expect(items[2]).toHaveTextContent('Your contact details');
    expect(within(items[2]!).getByText(/2026/)).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
  });

  it('says when no one viewed them', async () => {
    show((url) => (url.startsWith('/api/profile/contact-views') ? reply([]) : undefined));
    expect(await screen.findByText('No one has viewed your contact details in the last 90 days.')).toBeInTheDocument();
  });

  it('asks for the page in the address and links the next one', async () => {
    const fetchMock = show(
      (url) =>
        url.startsWith('/api/profile/contact-views')
          ? reply([view({})], { page: 2, limit: 20, total: 41, pages: 3 })
          : undefined,
      '/profile/privacy?views=2',
    );
    await screen.findAllByRole('listitem');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/profile/contact-views?page=2')).toBe(true);
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toContain('views=3');
  });

  it('says a failure and offers Try again', async () => {
    show((url) =>
      url.startsWith('/api/profile/contact-views')
        ? { status: 403, body: { message: 'x', type: 'FORBIDDEN' } }
        : undefined,
    );
    expect(
      await screen.findByText('Could not load who viewed your contact details.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  }, 15_000);

  it('speaks Hindi', async () => {
    await loadNamespaces(['privacy']);
    await activateLanguage('hi');
    show((url) => (url.startsWith('/api/profile/contact-views') ? reply([]) : undefined));
    expect(screen.getByRole('heading', { name: 'मेरे संपर्क विवरण किसने देखे' })).toBeInTheDocument();
    expect(await screen.findByText('पिछले 90 दिनों में किसी ने आपके संपर्क विवरण नहीं देखे।')).toBeInTheDocument();
  });
});
