import { expect, test } from '@playwright/test';
import { registerViaApi } from './helpers';

test('a visitor opening a member profile gets the Limited View with Log In and Sign Up', async ({ page, request }) => {
  const member = await registerViaApi(request, { occupation: 'Carpenter' });
  await page.goto(`/user-profile/${member.id}`);

  await expect(page.getByText('Limited View').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
  await expect(page.getByText('Carpenter').first()).toBeVisible();
  for (const name of ['Log In', 'Sign Up']) {
    await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name })).first()).toBeVisible();
  }
  await expect(page.locator('main')).not.toContainText(member.phoneNumber);
});
