import { expect, test } from '@playwright/test';
import { ADMIN, atPath, authForm, loginViaUi, newMember, registerViaApi, registerViaUi } from './helpers';

test('a visitor registers, lands on their profile, logs out and logs in again', async ({ page }) => {
  const member = newMember();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await registerViaUi(page, member);

  // A new member has no bio yet, so /profile asks them to complete it; the navbar greets them by first name.
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByText(`Hi, ${member.name.split(' ')[0]}`)).toBeVisible();

  // Where logout lands is not in the spec (the app races between / and /login), so check only that it happened.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await page.goto('/login');
  await loginViaUi(page, member);
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByText(`Hi, ${member.name.split(' ')[0]}`)).toBeVisible();
});

test('registering a phone number twice says it is already registered', async ({ page, request }) => {
  const existing = await registerViaApi(request);
  await page.goto('/register');
  await registerViaUi(page, {
    name: 'Someone Else',
    phoneNumber: existing.phoneNumber,
    occupation: 'Teacher',
    password: 'another-pass',
  });

  await expect(page.getByText('This phone number is already registered').first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/register'));
});

for (const protectedPath of ['/profile', '/referral']) {
  test(`${protectedPath} sends a logged-out visitor to login and back after login`, async ({ page, request }) => {
    const member = await registerViaApi(request);
    await page.goto(protectedPath);
    await expect(page).toHaveURL(atPath('/login'));
    await loginViaUi(page, member);
    await expect(page).toHaveURL(atPath(protectedPath));
  });
}

test('wrong password on login shows the error and stays on /login', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.goto('/login');
  await loginViaUi(page, { ...member, password: 'not-the-password' });
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
});

test('admin login refuses a member who is not an admin', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.goto('/admin-login');
  const form = authForm(page);
  await form.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/admin-login')),
    form.getByRole('button', { name: /log ?in/i }).click(),
  ]);
  expect(reply.status()).toBe(403);
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  await expect(page).toHaveURL(atPath('/admin-login'));
});

test('admin login takes the admin to the dashboard', async ({ page }) => {
  await page.goto('/admin-login');
  await loginViaUi(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
});
