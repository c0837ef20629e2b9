// A phone (390 px) whose API fails, answering 500 or cut off: the page says so once, in the shell's banner, not
// in the banner with the page's own failed-to-load alert stacked under it (PageLoadError); Try Again stays.
import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, registerViaApi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The visible texts that tell the member something failed or is offline. */
const PROBLEM = /Server connection issues|Failed to|offline|unavailable|could not|Could not|went wrong|Still trying/;

async function problemsShown(page: Page): Promise<string[]> {
  const texts = await page.locator('[role="alert"], [role="status"]').filter({ visible: true }).allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => PROBLEM.test(text));
}

for (const failure of ['500', 'cut'] as const) {
  for (const path of ['/latest-events', '/questions', '/matrimonial', '/questions/q1']) {
    test(`with the API ${failure === '500' ? 'answering 500' : 'cut off'}, ${path} shows one banner`, async ({
      page,
    }) => {
      await page.route('**/api/**', (route) =>
        failure === '500'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' })
          : route.abort('internetdisconnected'),
      );
      await page.goto(path);
      await expect(page.getByText('Server connection issues detected. Some features may be unavailable.')).toBeVisible({
        timeout: 20_000,
      });
      // Give the page's own retries time to give up too.
      await page.waitForTimeout(8_000);
      const shown = await problemsShown(page);
      expect(shown).toEqual(['Server connection issues detected. Some features may be unavailable.\n\nRefresh']);
      // The page still offers to try again.
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    });
  }
}

// The database down: the server answers 503, the site down for a moment, with no reference (plugins/errors.ts).
test('with the database down (503), the news page shows the one banner and no reference', async ({ page }) => {
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      contentType: 'application/json',
      body: '{"message":"The site is down for a moment. Please try again in a few minutes.","type":"UNAVAILABLE"}',
    }),
  );
  await page.goto('/latest-events');
  await expect(page.getByText('Server connection issues detected. Some features may be unavailable.')).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(8_000);
  expect(await problemsShown(page)).toEqual([
    'Server connection issues detected. Some features may be unavailable.\n\nRefresh',
  ]);
  await expect(page.getByText(/Reference:/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

// A signed-in member's lists: the banner adds the page's own words (the spec's), still one message.
for (const [path, words] of [
  ['/service-listings', 'Server connection issues detected. Listing data may not be available.'],
  ['/directory', 'Server connection issues detected. Directory data may not be available.'],
  ['/admin/users', 'Server connection issues detected. User data may not be available.'],
  ['/admin/listings', 'Server connection issues detected. Listing data may not be available.'],
] as const) {
  test(`with the API answering 500, ${path} shows one banner in its own words`, async ({ page, request }) => {
    if (path.startsWith('/admin')) await adminSignIn(page);
    else await signIn(page, await registerViaApi(request));
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    );
    await page.goto(path);
    await expect(page.getByText(words)).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(8_000);
    const shown = await problemsShown(page);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('Server connection issues detected. Some features may be unavailable.');
    expect(shown[0]).toContain(words);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
}
