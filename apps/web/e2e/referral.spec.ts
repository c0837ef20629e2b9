import { expect, test, type Page } from '@playwright/test';
import { atPath, newMember, registerViaApi, registerViaUi, signIn } from './helpers';

const referralLink = (page: Page) => page.getByLabel('Referral link', { exact: true });

test('the referral dashboard shows the four stat cards, the link and the tiers', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await signIn(page, member);
  await page.goto('/referral');

  for (const label of ['Total Referrals', 'Active Members', 'Current Tier', 'Rewards Earned']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(referralLink(page)).toHaveValue(/\/register\?ref=[A-Z0-9]+$/);
  await expect(page.getByText('No features unlocked yet')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('tab', { name: 'Progress' }).click();
  const progress = page.getByRole('tabpanel', { name: 'Progress' });
  for (const tier of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
    await expect(progress.getByRole('heading', { name: tier })).toBeVisible();
  }
  await expect(progress.getByText('Current', { exact: true })).toHaveCount(1);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'No referrals yet' })).toBeVisible();
});

test('a friend who joins through the referral link appears in the referrer’s history', async ({
  page,
  browser,
  request,
}) => {
  const referrer = await registerViaApi(request);
  await signIn(page, referrer);
  await page.goto('/referral');
  const link = await referralLink(page).inputValue();
  expect(link).toMatch(/\/register\?ref=/);

  // The friend, in a browser of their own.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = newMember();
  await friendPage.goto(link);
  await expect(friendPage.getByText(`You will be referred by ${referrer.name}`)).toBeVisible();
  await registerViaUi(friendPage, friend);
  await expect(friendPage).toHaveURL(atPath('/profile'));
  await friendContext.close();

  await page.reload();
  await expect(page.getByText('Total Referrals', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '1',
  );
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByText(friend.name)).toBeVisible();
  await expect(history.getByText('Pending', { exact: true })).toBeVisible();

  // The referral succeeds once the friend completes their profile (first save with a bio).
  const login = await request.post('/api/auth/login', {
    data: { phoneNumber: friend.phoneNumber, password: friend.password },
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.put('/api/profile/me', {
    headers: { Authorization: `Bearer ${token}` },
    data: { profession: 'Engineer', bio: 'Joined through a friend.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel', { name: 'History' }).getByText('Completed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('1 of 5 successful referrals')).toBeVisible();
});

test('Copy Link copies the link and says Copied!', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await registerViaApi(request);
  await signIn(page, member);
  await page.goto('/referral');
  const link = await referralLink(page).inputValue();

  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}$`),
  );
});

test('Regenerate Code asks first, then replaces the link and retires the old code', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await signIn(page, member);
  await page.goto('/referral');
  const oldLink = await referralLink(page).inputValue();
  const oldCode = new URL(oldLink).searchParams.get('ref')!;

  await page.getByRole('button', { name: 'Regenerate Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate your referral code?' });
  await expect(dialog).toContainText('current link will stop working');
  await dialog.getByRole('button', { name: 'Regenerate Code' }).click();

  await expect(dialog).toBeHidden();
  await expect(referralLink(page)).not.toHaveValue(oldLink);
  const newCode = new URL(await referralLink(page).inputValue()).searchParams.get('ref')!;
  expect((await request.get(`/api/referrals/validate/${oldCode}`)).status()).toBe(404);
  expect((await request.get(`/api/referrals/validate/${newCode}`)).status()).toBe(200);
});
