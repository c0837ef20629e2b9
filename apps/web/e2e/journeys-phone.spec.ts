// Journeys a visitor starts from a link shared on WhatsApp, on a 390 px phone: they must end where they began.
import { expect, test } from '@playwright/test';
import { atPath, newMember, registerViaApi, registerViaUi } from './helpers';

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
