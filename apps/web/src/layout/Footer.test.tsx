import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@sangam/shared/site-settings';
import { queryKeys } from '../api/queryKeys.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { mockFetch, type MockReply } from '../test/fetchMock.ts';
import { siteSettingsFixture } from '../test/siteSettingsFixture.ts';
import { Footer } from './Footer.tsx';

function show(reply: MockReply) {
  mockFetch((url) => (url === '/api/site-settings' ? reply : { status: 404, body: {} }));
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** Resolves once the settings have arrived (a new install's look the same as while loading). */
  return () => waitFor(() => expect(queryClient.getQueryState(queryKeys.siteSettings)?.status).toBe('success'));
}
const withSettings = (settings: SiteSettings) => show({ body: { settings } });

describe('Footer', () => {
  it("shows the community's name, contact details and social links from the site settings", async () => {
    withSettings(siteSettingsFixture);
    expect(await screen.findByRole('heading', { name: 'Sangam Samaj Nagpur', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Community Hall, Nagpur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    const facebook = screen.getByRole('link', { name: /^Facebook/ });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/example');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^YouTube/ })).toBeInTheDocument();
    expect(screen.getByText(/Sangam Samaj Nagpur\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.queryByText(/will appear here/)).not.toBeInTheDocument();
  });

  it('a new install shows the product name and neutral text, never invented details', async () => {
    await withSettings(EMPTY_SITE_SETTINGS)();
    expect(
      screen.getByText("Contact details will appear here once the community's admins add them."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sangam', level: 2 })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href^="tel:"], a[href^="mailto:"], a[target="_blank"]')).toBeNull();
  });

  it('shows only the lines the admins set', async () => {
    withSettings({ ...EMPTY_SITE_SETTINGS, contactEmail: 'only@example.org' });
    expect(await screen.findByRole('link', { name: 'only@example.org' })).toBeInTheDocument();
    const address = screen.getByRole('link', { name: 'only@example.org' }).closest('address')!;
    expect(within(address).getAllByRole('paragraph')).toHaveLength(1);
    expect(screen.queryByText(/will appear here/)).not.toBeInTheDocument();
  });
});
