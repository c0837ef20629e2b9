// Journeys a visitor starts from a link shared on WhatsApp, on a 390 px phone: they must end where they began.
import { expect, test } from '@playwright/test';
import { adminSignIn, atPath, newMember, phonePattern, registerViaApi, registerViaUi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a visitor who joins from a shared question comes back to it after sign-up', async ({ page, request }) => {
  const author = await registerViaApi(request);
  const title = `Which bank is best for a small shop ${Date.now()}?`;
  const created = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${author.token}` },
    data: { title, content: 'Current account with low fees, in Nagpur.', tags: ['banking'] },
  });
  expect(created.status()).toBe(201);
  const { question } = (await created.json()) as { question: { _id: string } };

  await page.goto(`/questions/${question._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Shared on from here, the question goes to WhatsApp with its link.
  const share = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(share!.slice('https://wa.me/?text='.length))).toBe(`${title} ${page.url()}`);
  // Join stands beside Log In, and the login page's Create an account keeps the way back too.
  await expect(page.getByRole('link', { name: 'Join' }).first()).toHaveAttribute(
    'href',
    `/register?redirect=%2Fquestions%2F${question._id}`,
  );
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fquestions%2F/);

  await registerViaUi(page, newMember());
  await expect(page).toHaveURL(atPath('/profile'), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to what you were reading' }).click();
  await expect(page).toHaveURL(atPath(`/questions/${question._id}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join' })).toHaveCount(0);
});

test('after a long form opened from WhatsApp, Thank You is on screen and Go Back leads Home', async ({
  page,
  browser,
}) => {
  const token = await adminSignIn(page);
  const fields = [
    { id: 'name', type: 'text', label: 'Your name', required: true },
    ...Array.from({ length: 8 }, (_, i) => ({ id: `q${i}`, type: 'textarea', label: `Question ${i + 1}` })),
  ];
  const created = await page.request.post('/api/forms', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `Long survey ${Date.now()}`, status: 'active', fields, settings: { requireLogin: false } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { form } = (await created.json()) as { form: { slug: string } };

  // A fresh tab, as WhatsApp opens a link: nothing of the site before it.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await visitor.goto(`/forms/${form.slug}`);
  await visitor.getByLabel('Your name').fill('Ira Sen');
  await visitor.getByRole('button', { name: 'Submit Form' }).click();
  const thanks = visitor.getByRole('heading', { name: 'Thank You!' });
  await expect(thanks).toBeInViewport({ timeout: 20_000 });
  await expect(thanks).toBeFocused();
  await expect(visitor.getByRole('link', { name: 'Join Sangam' })).toHaveAttribute('href', '/register');
  await visitor.getByRole('button', { name: 'Go Back' }).click();
  await expect(visitor).toHaveURL(atPath('/'));
  await expect(visitor.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
});

test('after paying, the member is back on the profile they wanted, its contacts shown', async ({ page, request }) => {
  const other = await registerViaApi(request);
  const buyer = await registerViaApi(request);
  await signIn(page, buyer);
  await page.goto(`/user-profile/${other.id}`);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₹499' }).click();
  await expect(page.getByText(/Payment successful!/)).toBeVisible();
  await expect(page).toHaveURL(atPath(`/user-profile/${other.id}`), { timeout: 10_000 });
  await page.getByRole('button', { name: /^Show contact/ }).click();
  await expect(page.locator('main')).toContainText(phonePattern(other.phoneNumber));
  await expect(page.getByText('Premium Membership Required')).toHaveCount(0);
});
