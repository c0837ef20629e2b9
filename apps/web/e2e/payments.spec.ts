import { expect, test } from '@playwright/test';
import { adminSignIn, expectAccessible, phonePattern, registerViaApi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const firstName = (name: string) => name.split(' ')[0]!;

test('a free member buys premium through the test checkout, then sees contacts in the directory and a receipt', async ({
  page,
  request,
}) => {
  const other = await registerViaApi(request);
  const buyer = await registerViaApi(request);
  // A completed profile, so /profile shows the profile view (with the payment history) rather than the form.
  const completed = await request.put('/api/profile/me', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { profession: 'Engineer', bio: 'Building bridges' },
  });
  expect(completed.status()).toBe(200);
  await signIn(page, buyer);

  await page.goto('/upgrade-membership');
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout.getByText('Test mode: no money moves')).toBeVisible();
  await expectAccessible(page);
  await checkout.getByRole('button', { name: 'Pay ₹499' }).click();
  await expect(page.getByText(/Payment successful! Your premium membership is valid until/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You already have premium access!' })).toBeVisible();

  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Receipt' })).toBeVisible();
  await expect(page.getByText('₹499 (INR)')).toBeVisible();
  await expect(page.getByText(buyer.name)).toBeVisible();
  await expect(page.getByText(/^pay_[A-Za-z0-9]{14}$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/directory?search=${firstName(other.name)}`);
  await expect(page.getByText(other.name)).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasText: other.name })
    .getByRole('button', { name: /^Show contact/ })
    .click();
  await expect(page.locator('main')).toContainText(phonePattern(other.phoneNumber));
  await expect(page.getByText('Premium access required for contact details')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Receipt SGM\// })).toBeVisible();
});

test('a failed payment charges nothing and leaves the member free', async ({ page, request }) => {
  const other = await registerViaApi(request);
  const member = await registerViaApi(request);
  await signIn(page, member);
  await page.goto('/upgrade-membership');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment failed. No money was charged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();

  const payments = await request.get('/api/payments/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect((await payments.json()).payments).toEqual([]);
  await page.goto(`/directory?search=${firstName(other.name)}`);
  await expect(page.getByText('Premium access required for contact details').first()).toBeVisible();
});

test('an admin finds the payment in Payments and records a refund that ends the premium', async ({ page, request }) => {
  const buyer = await registerViaApi(request);
  const auth = { authorization: `Bearer ${buyer.token}` };
  const { order } = await (
    await request.post('/api/payments/orders', { headers: auth, data: { plan: 'premium-yearly' } })
  ).json();
  const paid = await (
    await request.post(`/api/payments/test-checkout/${order._id}`, { headers: auth, data: { outcome: 'success' } })
  ).json();
  const verified = await request.post('/api/payments/verify', {
    headers: auth,
    data: { orderId: order._id, providerPaymentId: paid.providerPaymentId, signature: paid.signature },
  });
  expect(verified.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSignIn(page);
  await expect(page.getByText('Revenue This Month', { exact: true })).toBeVisible();
  await page.goto('/admin/payments?status=paid');
  const row = page.getByRole('row').filter({ hasText: buyer.phoneNumber });
  await expect(row).toContainText('₹499');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record refund' });
  await dialog.getByLabel('Reason').fill('Paid by mistake');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/admin/payments?status=refunded');
  await expect(page.getByRole('row').filter({ hasText: buyer.phoneNumber })).toContainText('Refunded');

  const me = await (await request.get('/api/profile/me', { headers: auth })).json();
  expect(me.user.planType).toBe('free');
});
