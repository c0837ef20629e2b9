import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member } from '../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../test/renderPage.tsx';
import { ConsentBannerSlot } from './ConsentBannerSlot.tsx';

const TEXT = 'We have updated our Terms and Privacy Policy.';

const show = (route: PageRoute = () => undefined) =>
  renderPage(<ConsentBannerSlot />, { viewer: member(), path: '/profile', route });

describe('the re-consent banner', () => {
  it('is not there (nor its code asked for) while no new version waits', async () => {
    const { fetchMock } = show();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
  });

  it('asks with links to the Terms and the Privacy Policy; "I agree" records it and the banner goes', async () => {
    localStorage.setItem('sangam.stored.consentRequired', '2026-12');
    const { fetchMock } = show((url, init) =>
      url === '/api/profile/consents/terms' && init.method === 'PUT'
        ? {
            body: {
              message: 'Your choice is saved.',
              consent: {
                purpose: 'terms',
                granted: true,
                version: '2026-12',
                at: '2026-12-01T00:00:00Z',
                required: true,
              },
            },
          }
        : undefined,
    );
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await vi.waitFor(() => expect(screen.queryByText(TEXT)).not.toBeInTheDocument());
    expect(localStorage.getItem('sangam.stored.consentRequired')).toBeNull();
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/profile/consents/terms');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ granted: true });
  });

  it('stays, with the network message, when agreeing fails offline', async () => {
    localStorage.setItem('sangam.stored.consentRequired', '2026-12');
    show((url) => (url === '/api/profile/consents/terms' ? 'network-error' : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(
      await screen.findByText('Could not connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('sangam.stored.consentRequired')).toBe('2026-12');
  });
});
