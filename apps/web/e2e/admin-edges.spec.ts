import { expect, test } from '@playwright/test';
import { adminSignIn } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

test('form builder: every field-type button fits inside its panel at 1280 px', async ({ page }) => {
  await adminSignIn(page);
  await page.goto('/admin/forms/new');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Field types' }) });
  const buttons = panel.getByRole('list', { name: 'Field types' }).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box).not.toBeNull();

  const count = await buttons.count();
  expect(count).toBeGreaterThan(10);
  const outside: string[] = [];
  const spilling: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = (await button.getAttribute('aria-label')) ?? String(i);
    const b = (await button.boundingBox())!;
    // The button and what it draws (its label's text, measured by a range over its contents).
    const ink = await button.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
    const left = Math.min(b.x, ink.left);
    const right = Math.max(b.x + b.width, ink.right);
    if (left < box.x - 0.5 || right > box.x + box.width + 0.5) outside.push(name);
    // Nor may a label spill out of its button.
    if (await button.evaluate((el) => el.scrollWidth > el.clientWidth)) spilling.push(name);
  }
  expect(outside, 'buttons reaching beyond the Field types panel').toEqual([]);
  expect(spilling, 'labels wider than their button').toEqual([]);
  // Nothing in the panel scrolls sideways.
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
