import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('link', { name: 'Consultant', exact: true })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByLabel('Password', { exact: true })).toBeVisible() },
  { path: '/register', ready: (page) => expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible() },
];

for (const { path, ready } of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}
