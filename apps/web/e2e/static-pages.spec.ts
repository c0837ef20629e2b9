import { expect, test } from '@playwright/test';

// The site's title in the browser's language (English here); Hindi readers get 'संगम | Sangam – समुदाय का नेटवर्क'.
const DEFAULT_TITLE = 'Sangam – Community Network';
const description = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

const pages = [
  { path: '/about', heading: 'About Us', text: 'This page is currently in preview mode and being updated.' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'Last updated: May 2024' },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: 'Last updated: May 2024' },
  { path: '/terms', heading: 'Terms of Service', text: 'Last Updated: May 2024' },
  { path: '/help', heading: 'Help Centre', text: 'Contact Support' },
  { path: '/services', heading: 'Our Services', text: 'Business Services' },
];

for (const { path, heading, text } of pages) {
  test(`${path} shows its page with its own title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Sangam`);
    const content = (await description(page)) ?? '';
    expect(content.length).toBeGreaterThan(0);
    expect(content.length).toBeLessThanOrEqual(155);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });
}

test("leaving a page brings back the site's title and description", async ({ page }) => {
  await page.goto('/');
  const homeDescription = await description(page);
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('Frequently Asked Questions | Sangam');
  expect(await description(page)).not.toBe(homeDescription);
  await page.goBack();
  await expect(page).toHaveTitle(DEFAULT_TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', homeDescription ?? '');
});

test('a FAQ answer opens and closes', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('How much does Premium cost?');
  const answer = page.getByText(/Premium costs ₹499 per year/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test('the free-membership landing leads to registration and the directory', async ({ page }) => {
  await page.goto('/bahujan-directory');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('बहुजन डायरेक्टरी');
  await expect(page.getByRole('link', { name: /Join Free/ })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: /View Directory/ })).toHaveAttribute('href', '/directory');
});
