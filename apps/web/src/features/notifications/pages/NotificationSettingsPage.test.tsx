import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@sangam/shared/notifications';
import { deferred } from '../../../test/deferred.ts';
import { requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { NotificationSettingsPage } from './NotificationSettingsPage.tsx';

const prefs = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  phoneChannel: 'whatsapp',
  hasEmail: true,
  kinds: [
    { kind: 'question_answered', phone: false, email: true, push: true, phoneAllowed: true },
    { kind: 'payment_received', phone: true, email: true, push: true, phoneAllowed: true },
    { kind: 'question_liked', phone: false, email: false, push: false, phoneAllowed: false },
  ],
  ...overrides,
});

function renderSettings(
  saved: () => MockReply | Promise<MockReply>,
  start = prefs(),
  viewer = member(),
  push: PageRoute = () => undefined,
) {
  const puts: unknown[] = [];
  renderPage(<NotificationSettingsPage />, {
    viewer,
    path: '/profile/notifications',
    route: (url, init) => {
      if (url.startsWith('/api/push/')) return push(url, init);
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
const pushSwitch = (kind: string) => screen.getByRole('switch', { name: `Push ${kind}` });

describe('NotificationSettingsPage', () => {
  it('shows each kind by name with in-app always on and its three switches', async () => {
    renderSettings(() => ({ body: prefs() }));
    expect(await screen.findByText('An answer to my question')).toBeInTheDocument();
    expect(screen.getAllByText('On the site: always')).toHaveLength(3);
    expect(phoneSwitch('An answer to my question')).not.toBeChecked();
    expect(emailSwitch('An answer to my question')).toBeChecked();
    expect(phoneSwitch('Payment received')).toBeChecked();
    expect(pushSwitch('An answer to my question')).toBeChecked();
    expect(pushSwitch('Likes on my question')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });

  it("saves a kind's push choice", async () => {
    const puts = renderSettings(() => ({ body: prefs() }));
    await screen.findByText('An answer to my question');
    await userEvent.click(pushSwitch('An answer to my question'));
    await waitFor(() => expect(puts).toEqual([{ kinds: { question_answered: { push: false } } }]));
    expect(pushSwitch('An answer to my question')).not.toBeChecked();
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

const ENDPOINT = 'https://push.example/send/abc';
const P256DH = 'B'.repeat(87);
const AUTH = 'a'.repeat(22);

/**
 * A browser with push: Notification answering `permission`, a service worker (running unless not `active`) whose
 * PushManager subscribes.
 */
function browserWithPush({ permission = 'granted', subscribed = false, active = true } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    subscribe: vi.fn(async () => (current = subscription)),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager, active: active ? {} : null, installing: null };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    permission: permission === 'denied' ? 'denied' : 'default',
    requestPermission: vi.fn(async () => permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  if (subscribed) localStorage.setItem('sangam.pushSubscriptionId', 'sub1');
  return { pushManager, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

const pushHeading = () => screen.findByRole('heading', { name: 'Notifications on this phone' });
const thisPhone = () => screen.getByRole('switch', { name: 'Notifications on this phone' });

describe('Notifications on this phone', () => {
  it('asks permission, subscribes with the server key and keeps the subscription on the server', async () => {
    const { pushManager } = browserWithPush();
    const posts: unknown[] = [];
    renderSettings(
      () => ({ body: prefs() }),
      prefs(),
      member(),
      (url, init) => {
        if (url === '/api/push/public-key') return { body: { publicKey: 'BAEC' } };
        if (url === '/api/push/subscriptions' && init.method === 'POST') {
          posts.push(requestBody(init));
          return {
            status: 201,
            body: { _id: 'sub1', endpoint: ENDPOINT, userAgent: '', createdAt: '', lastSentAt: null },
          };
        }
        return undefined;
      },
    );
    await pushHeading();
    expect(screen.getByText('Off in this browser.')).toBeVisible();
    await userEvent.click(thisPhone());
    expect(await screen.findByText("On: this browser gets Sangam's notifications.")).toBeVisible();
    expect(thisPhone()).toBeChecked();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    expect(posts).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }]);
    expect(localStorage.getItem('sangam.pushSubscriptionId')).toBe('sub1');
  });

  it("says the server's words when it refuses, and takes the browser's subscription off again", async () => {
    const { subscription } = browserWithPush();
    renderSettings(
      () => ({ body: prefs() }),
      prefs(),
      member(),
      (url, init) => {
        if (url === '/api/push/public-key') return { body: { publicKey: 'BAEC' } };
        if (init.method === 'POST') return { status: 400, body: { message: 'This push service is not accepted.' } };
        return undefined;
      },
    );
    await pushHeading();
    await userEvent.click(thisPhone());
    expect(await screen.findByRole('alert')).toHaveTextContent('This push service is not accepted.');
    expect(thisPhone()).not.toBeChecked();
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it("refuses, saying so, while this page's service worker is not running", async () => {
    const { pushManager } = browserWithPush({ active: false });
    renderSettings(
      () => ({ body: prefs() }),
      prefs(),
      member(),
      (url) => (url === '/api/push/public-key' ? { body: { publicKey: 'BAEC' } } : undefined),
    );
    await pushHeading();
    await userEvent.click(thisPhone());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sangam is still getting ready on this phone. Reload the page, then try again.',
    );
    expect(thisPhone()).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("tells the server again of this browser's subscription on opening, and keeps the id it answers", async () => {
    browserWithPush({ subscribed: true });
    const posts: unknown[] = [];
    renderSettings(
      () => ({ body: prefs() }),
      prefs(),
      member(),
      (url, init) => {
        if (url !== '/api/push/subscriptions' || init.method !== 'POST') return undefined;
        posts.push(requestBody(init));
        return {
          status: 201,
          body: { _id: 'sub2', endpoint: ENDPOINT, userAgent: '', createdAt: '', lastSentAt: null },
        };
      },
    );
    await pushHeading();
    await waitFor(() => expect(thisPhone()).toBeChecked());
    expect(posts).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }]);
    expect(localStorage.getItem('sangam.pushSubscriptionId')).toBe('sub2');
  });

  it('turns off: the browser unsubscribes and the server forgets it', async () => {
    const { subscription } = browserWithPush({ subscribed: true });
    const deletes: string[] = [];
    renderSettings(
      () => ({ body: prefs() }),
      prefs(),
      member(),
      (url, init) => {
        if (init.method === 'POST') {
          return {
            status: 201,
            body: { _id: 'sub1', endpoint: ENDPOINT, userAgent: '', createdAt: '', lastSentAt: null },
          };
        }
        if (init.method === 'DELETE') {
          deletes.push(url);
          return { status: 204 };
        }
        return undefined;
      },
    );
    await pushHeading();
    await waitFor(() => expect(thisPhone()).toBeChecked());
    await userEvent.click(thisPhone());
    expect(await screen.findByText('Off in this browser.')).toBeVisible();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(deletes).toEqual(['/api/push/subscriptions/sub1']);
    expect(localStorage.getItem('sangam.pushSubscriptionId')).toBeNull();
  });

  it('says how to allow notifications again when they are blocked', async () => {
    browserWithPush({ permission: 'denied' });
    renderSettings(() => ({ body: prefs() }));
    await pushHeading();
    expect(screen.getByText(/Notifications are blocked for Sangam in this browser. To allow them again/)).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Notifications on this phone' })).toBeNull();
  });

  it('says so in a browser without push', async () => {
    renderSettings(() => ({ body: prefs() }));
    await pushHeading();
    expect(screen.getByText(/This browser cannot show Sangam's notifications/)).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Notifications on this phone' })).toBeNull();
  });

  it('on an iPhone not yet on the home screen, says to add Sangam there first', async () => {
    browserWithPush();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    renderSettings(() => ({ body: prefs() }));
    await pushHeading();
    expect(screen.getByText(/add Sangam to the home screen first/)).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Notifications on this phone' })).toBeNull();
  });
});
