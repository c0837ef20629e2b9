import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Consent, ConsentsReply } from '@sangam/shared/privacy';
import { requestBody } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';

const AT = '2026-11-20T10:00:00.000Z';
const consent = (fields: Partial<Consent> & Pick<Consent, 'purpose'>): Consent => ({
  granted: true,
  version: '2024-05',
  at: AT,
  required: false,
  ...fields,
});
const REPLY: ConsentsReply = {
  policyVersion: '2024-05',
  agreementRequired: false,
  consents: [
    consent({ purpose: 'terms', required: true }),
    consent({ purpose: 'directory' }),
    consent({ purpose: 'contact_sharing' }),
    consent({ purpose: 'marketing', granted: false, at: null, version: null }),
    consent({ purpose: 'matrimonial', subjectId: 'p1', subjectName: 'Priya Pawar', onBehalfOf: 'Priya Pawar' }),
  ],
};
const SHARE = 'Share my contact details with premium members';
const LIST = 'List me in the member directory';
const NEWS = 'Send me community news by WhatsApp, SMS or e-mail';

const show = (route: PageRoute) =>
  renderPage(<ConsentsSection />, { viewer: member(), path: '/profile/privacy', route });

describe('ConsentsSection', () => {
  it('lists each purpose with its switch, what withdrawing changes and the date; the Terms as required', async () => {
    show((url) => (url === '/api/profile/consents' ? { body: REPLY } : undefined));
    const share = await screen.findByRole('checkbox', { name: SHARE });
    expect(share).toBeChecked();
    expect(share).toHaveAccessibleDescription(
      'When off, premium members no longer see your phone number, e-mail or address. Given on 20 November 2026',
    );
    expect(screen.getByRole('checkbox', { name: LIST })).toBeChecked();
    const news = screen.getByRole('checkbox', { name: NEWS });
    expect(news).not.toBeChecked();
    expect(news).toHaveAccessibleDescription(/Off$/);
    expect(screen.getByText('Terms and Privacy Policy')).toBeInTheDocument();
    expect(screen.getByText(/Version 2024-05/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'delete your account' })).toHaveAttribute('href', '/profile?tab=privacy');
    expect(
      screen.getByRole('checkbox', { name: 'Priya Pawar: published with the consent of Priya Pawar' }),
    ).toBeChecked();
    // The whole row is the tap target: the label is at least 44 px tall.
    expect(share.closest('label')).toHaveClass('min-h-11');
  });

  it('withdrawing saves at once, says the server’s message and shows the new state', async () => {
    const { fetchMock } = show((url, init) => {
      if (url === '/api/profile/consents') return { body: REPLY };
      if (url === '/api/profile/consents/contact_sharing' && init.method === 'PUT') {
        return {
          body: {
            message: 'Consent withdrawn. It takes effect at once.',
            consent: consent({ purpose: 'contact_sharing', granted: false, at: '2026-11-28T09:00:00.000Z' }),
          },
        };
      }
      return undefined;
    });
    const share = await screen.findByRole('checkbox', { name: SHARE });
    await userEvent.click(share);
    expect(await screen.findByText('Consent withdrawn. It takes effect at once.')).toBeInTheDocument();
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(/Withdrawn on 28 November 2026$/);
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/profile/consents/contact_sharing');
    expect(requestBody(put?.[1])).toEqual({ granted: false });
  });

  it('a matrimonial profile’s switch names the profile; a network failure keeps the state and says so', async () => {
    const { fetchMock } = show((url, init) => {
      if (url === '/api/profile/consents') return { body: REPLY };
      if (init.method === 'PUT') return 'network-error';
      return undefined;
    });
    const profile = await screen.findByRole('checkbox', {
      name: 'Priya Pawar: published with the consent of Priya Pawar',
    });
    await userEvent.click(profile);
    expect(
      await screen.findByText('Could not connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(profile).toBeChecked();
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/profile/consents/matrimonial');
    expect(requestBody(put?.[1])).toEqual({ granted: false, subjectId: 'p1' });
  });

  it('a new version not yet agreed to: "I agree" records it', async () => {
    const { fetchMock } = show((url, init) => {
      if (url === '/api/profile/consents') {
        return {
          body: {
            ...REPLY,
            policyVersion: '2026-12',
            agreementRequired: true,
            consents: [consent({ purpose: 'terms', required: true, granted: false, at: null, version: null })],
          },
        };
      }
      if (init.method === 'PUT') {
        return {
          body: {
            message: 'Your choice is saved.',
            consent: consent({ purpose: 'terms', required: true, version: '2026-12' }),
          },
        };
      }
      return undefined;
    });
    const section = (await screen.findByText('You have not agreed to the current version yet.')).parentElement!;
    await userEvent.click(within(section).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(screen.queryByText('You have not agreed to the current version yet.')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/profile/consents/terms')).toBe(true);
  });
});
