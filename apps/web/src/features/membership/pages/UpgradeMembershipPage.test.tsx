import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sangam/shared/user';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { UpgradeMembershipPage } from './UpgradeMembershipPage.tsx';

const ORDER = {
  _id: 'o1',
  amount: 49_900,
  currency: 'INR',
  status: 'created',
  provider: 'test',
  providerOrderId: 'order_ABCDEFGHIJKLMN',
  keyId: 'rzp_test_sangam_offline',
};
const EXPIRES = '2027-11-23T10:00:00.000Z';

function setup(me: User, routes: Record<string, (init: RequestInit) => MockReply> = {}) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: me } };
    const route = routes[url.replace(/\?.*/, '')];
    return route ? route(init) : { status: 404, body: { message: 'Not found' } };
  });
  renderWithApp(<UpgradeMembershipPage />, { path: '/upgrade-membership' });
  return fetchMock;
}

const paying = {
  '/api/payments/orders': () => ({ status: 201, body: { order: ORDER } }),
  '/api/payments/test-checkout/o1': (init: RequestInit) =>
    (requestBody(init) as { outcome: string }).outcome === 'success'
      ? { body: { outcome: 'success', providerPaymentId: 'pay_1', signature: 'a'.repeat(64) } }
      : { body: { outcome: 'failure', message: 'The payment failed. No money was charged.' } },
  '/api/payments/verify': () => ({
    body: {
      user: member({ planType: 'premium', premiumExpiresAt: EXPIRES }),
      payment: { _id: 'o1', receiptNumber: 'SGM/2026-27/00001' },
    },
  }),
};

describe('UpgradeMembershipPage', () => {
  it('keeps the spec texts and pays through the labelled test checkout', async () => {
    const fetchMock = setup(member(), paying);
    const events = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.getByText('Valid for 1 year from purchase, non-refundable.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(within(dialog).getByText('Test mode: no money moves')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByText(/Payment successful! Your premium membership is valid until/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You already have premium access!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/payments/o1/receipt');
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/payments/verify');
    expect(requestBody(verify![1])).toEqual({ orderId: 'o1', providerPaymentId: 'pay_1', signature: 'a'.repeat(64) });
  });

  it('a failed payment says no money was charged and grants nothing', async () => {
    const fetchMock = setup(member(), paying);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await events.click(await screen.findByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText('Payment failed. No money was charged.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments/verify')).toBe(false);
  });

  it('closing the checkout says so and charges nothing', async () => {
    setup(member(), paying);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    // Escape is heard once the dialog has taken the focus (an effect, run after the next frame).
    await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await events.keyboard('{Escape}');
    expect(await screen.findByText('Payment cancelled. No money was charged.')).toBeInTheDocument();
  });

  it('a lost verification tells the member the server will settle it, not to pay again', async () => {
    setup(member(), { ...paying, '/api/payments/verify': () => ({ status: 503, body: { message: 'Down' } }) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await events.click(await screen.findByRole('button', { name: 'Pay ₹499' }));
    expect(
      await screen.findByText(/your premium will be activated automatically/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('premium members in their last 30 days see the renewal notice', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    setup(member({ planType: 'premium', premiumExpiresAt: soon }), paying);
    expect(await screen.findByRole('heading', { name: 'You already have premium access!' })).toBeInTheDocument();
    expect(screen.getByText(/Your premium ends on .+:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });

  it.each([
    ['premium with most of the year left', member({ planType: 'premium', premiumExpiresAt: EXPIRES })],
    ['an admin', member({ planType: 'admin' })],
  ])('no renewal for %s', async (_who, me) => {
    setup(me);
    expect(await screen.findByRole('heading', { name: 'You already have premium access!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });
});

describe('UpgradeMembershipPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('offers premium in Hindi, and the test checkout says in Hindi that no money moves', async () => {
    await loadNamespaces(['common', 'membership']);
    await activateLanguage('hi');
    setup(member(), paying);
    const events = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'प्रीमियम सदस्यता लें' })).toBeInTheDocument();
    expect(screen.getByText('सभी सदस्यों के फ़ोन नंबर, ईमेल और पते देखें')).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'भुगतान करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('टेस्ट मोड: कोई पैसा नहीं कटेगा')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'भुगतान फ़ेल करें' }));
    expect(await screen.findByText('भुगतान नहीं हो पाया। आपसे कोई पैसा नहीं लिया गया।')).toBeInTheDocument();
  });
});
