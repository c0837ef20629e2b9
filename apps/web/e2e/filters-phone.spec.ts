// On a phone (390 px) the filters of News and Q&A fold behind a "Filters (N)" button, so that the list starts on
// the first screen; the search box stays in view. Wider screens show them all.
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  { path: '/latest-events?category=event&featured=true', filters: 'Filters (2)', search: 'Search news' },
  { path: '/questions?category=social&type=poll&featured=true', filters: 'Filters (3)', search: 'Search' },
];

async function expectTapTarget(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const { path, filters, search } of PAGES) {
    test(`${path.split('?')[0]} folds its filters behind "${filters}"`, async ({ page }) => {
      await page.goto(path);
      const toggle = page.getByRole('button', { name: filters });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('searchbox', { name: search, exact: true })).toBeVisible();
      const category = page.getByRole('combobox', { name: 'Category' });
      await expect(category).toBeHidden();
      await expectTapTarget(page, filters);
      // The folded bar ends well inside the first screen.
      expect((await toggle.boundingBox())!.y).toBeLessThan(500);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel.getByRole('combobox', { name: 'Category' })).toBeVisible();
      await expect(page.getByLabel('Featured only')).toBeChecked();
    });
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, filters } of PAGES) {
    test(`${path.split('?')[0]} shows every filter, with no Filters button`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
      await expect(page.getByLabel('Featured only')).toBeVisible();
      await expect(page.getByRole('button', { name: filters })).toBeHidden();
    });
  }
});
