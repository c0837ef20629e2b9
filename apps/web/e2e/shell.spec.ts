import { expect, test } from '@playwright/test';
import { atPath, loginViaUi, registerViaApi } from './helpers';

const CATEGORIES = [
  'TV Repairing',
  'Data Entry',
  'Photographer',
  'Carpenter',
  'Electrician',
  'Plumber',
  'Teacher',
  'Doctor',
  'Web Developer',
  'Chef',
  'Designer',
  'Writer',
  'Consultant',
];

test('an unknown path shows Page Not Found with Go to Home and Go Back', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(atPath('/login'));

  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(atPath('/'));
});

test('home shows the 13 category tiles; a tile asks a visitor to log in, then opens the directory', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await page.goto('/');
  for (const name of CATEGORIES) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Plumber', exact: true }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByText('Please login to browse this category')).toBeVisible();

  await loginViaUi(page, member);
  await expect(page).toHaveURL(/\/directory\?(?:.*&)?search=Plumber/);
});

test('an unknown /api path answers 404 JSON', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toMatchObject({ type: 'NOT_FOUND' });
});
