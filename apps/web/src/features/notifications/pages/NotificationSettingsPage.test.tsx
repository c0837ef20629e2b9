import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@sangam/shared/notifications';
import { deferred } from '../../../test/deferred.ts';
import { requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { NotificationSettingsPage } from './NotificationSettingsPage.tsx';

const prefs = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  phoneChannel: 'whatsapp',
  hasEmail: true,
  kinds: [
    { kind: 'question_answered', phone: false, email: true, phoneAllowed: true },
    { kind: 'payment_received', phone: true, email: true, phoneAllowed: true },
    { kind: 'question_liked', phone: false, email: false, phoneAllowed: false },
  ],
  ...overrides,
});

function renderSettings(saved: () => MockReply | Promise<MockReply>, start = prefs(), viewer = member()) {
  const puts: unknown[] = [];
  renderPage(<NotificationSettingsPage />, {
    viewer,
    path: '/profile/notifications',
    route: (url, init) => {
      if (url !== '/api/notifications/preferences') return undefined;
      if (init.method === 'PUT') {
        puts.push(requestBody(init));
        return saved();
      }
      return { body: start };
    },
  });
  return puts;
}

const phoneSwitch = (kind: string) => screen.getByRole('switch', { name: `WhatsApp/SMS ${kind}` });
const emailSwitch = (kind: string) => screen.getByRole('switch', { name: `E-mail ${kind}` });

describe('NotificationSettingsPage', () => {
  it('shows each kind by name with in-app always on and its two switches', async () => {
    renderSettings(() => ({ body: prefs() }));
    expect(await screen.findByText('An answer to my question')).toBeInTheDocument();
    expect(screen.getAllByText('On the site: always')).toHaveLength(3);
    expect(phoneSwitch('An answer to my question')).not.toBeChecked();
    expect(emailSwitch('An answer to my question')).toBeChecked();
    expect(phoneSwitch('Payment received')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });

  it('says WhatsApp/SMS wait for a verified phone, with the way to verify it', async () => {
    renderSettings(() => ({ body: prefs() }), prefs(), member({ phoneVerified: false }));
    expect(await screen.findByText(/WhatsApp and SMS go only to a phone you have verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your phone' })).toHaveAttribute('href', '/profile');
  });

  it('says nothing of it to a member whose phone is verified', async () => {
    renderSettings(() => ({ body: prefs() }), prefs(), member({ phoneVerified: true }));
    await screen.findByText('An answer to my question');
    expect(screen.queryByText(/go only to a phone you have verified/)).not.toBeInTheDocument();
  });

  it('saves a switch at once with only what changed', async () => {
    const reply = deferred<MockReply>();
    const puts = renderSettings(() => reply.promise);
    await screen.findByText('An answer to my question');
    await userEvent.click(phoneSwitch('An answer to my question'));
    // Shown on before the server answers.
    expect(phoneSwitch('An answer to my question')).toBeChecked();
    await waitFor(() => expect(puts).toEqual([{ kinds: { question_answered: { phone: true } } }]));
    reply.resolve({ body: prefs() });
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ phoneChannel: 'sms' });
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(phoneSwitch('An answer to my question')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the switch back and says so when saving fails', async () => {
    renderSettings(() => ({ status: 500, body: {} }));
    await screen.findByText('An answer to my question');
    await userEvent.click(emailSwitch('An answer to my question'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choice. Please try again.');
    expect(emailSwitch('An answer to my question')).toBeChecked();
  });

  it('disables the phone switch of a kind admins keep off phones, and the e-mail ones without an address, saying why', async () => {
    renderSettings(() => ({ body: {} }), prefs({ hasEmail: false }));
    await screen.findByText('Likes on my question');
    const phone = phoneSwitch('Likes on my question');
    expect(phone).toBeDisabled();
    expect(phone).toHaveAccessibleDescription('Not sent to phones on this site');
    expect(phoneSwitch('An answer to my question')).toBeEnabled();
    const email = emailSwitch('An answer to my question');
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription(/E-mails need an e-mail address on your profile/);
  });
});
