import { expect, test } from '@playwright/test';
import { adminSignIn, expectAccessible, registerViaApi, signIn } from './helpers';

// One journey sets the site settings (the e2e server is shared by the tests running beside this one, and
// none of them relies on the settings being empty).

test('an admin sets the site details in the Site tab; footer, help, upgrade page, About and home show them', async ({
  page,
  browser,
  request,
}) => {
  await adminSignIn(page);
  await page.goto('/admin/settings');
  // The Directory tab is today's screen.
  await expect(page.getByRole('tab', { name: 'Directory' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Directory Settings', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Site' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=site$/);
  await expect(page.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeVisible();
  await page.getByLabel('Community name').fill('Sangam Samaj Pune');
  await page.getByLabel('Support phone').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a 10-digit Indian mobile number, with or without +91')).toBeVisible();

  await page.getByLabel('Support phone').fill('+91 98230 11223');
  await page.getByLabel('WhatsApp number').fill('9823011224');
  await page.getByLabel('Support email').fill('help@samaj.example');
  await page.getByLabel('Address', { exact: true }).fill('Samaj Bhavan, Pune');
  await page.getByLabel('Events site').fill('https://events.samaj.example');
  await page.getByRole('button', { name: 'Add Link' }).click();
  await page.getByLabel('Link 1 name').fill('Facebook');
  await page.getByLabel('Link 1 address').fill('https://facebook.com/samaj.example');
  await page.getByRole('button', { name: 'Add Person' }).click();
  await page.getByLabel('Person 1 name').fill('Meera Kamble');
  await page.getByLabel('Person 1 role').fill('President');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Site settings saved successfully!')).toBeVisible();
  await expect(page.getByLabel('Support phone')).toHaveValue('9823011223');

  // A member in another browser sees them everywhere.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, await registerViaApi(request));
  const footer = member.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Sangam Samaj Pune' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'help@samaj.example' })).toHaveAttribute(
    'href',
    'mailto:help@samaj.example',
  );
  await expect(footer.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
    'href',
    'https://facebook.com/samaj.example',
  );

  await member.goto('/help');
  const main = member.getByRole('main');
  await expect(main.getByRole('link', { name: '+91 98230 11223' })).toHaveAttribute('href', 'tel:+919823011223');
  await expect(main.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919823011224/,
  );

  await member.goto('/upgrade-membership');
  await expect(member.getByRole('heading', { name: 'Upgrade to Premium', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'help@samaj.example' }).first()).toBeVisible();

  await member.goto('/about');
  await expect(member.getByRole('heading', { name: 'Meera Kamble' })).toBeVisible();

  await member.goto('/');
  await expect(member.getByRole('link', { name: /Visit Events Site/ })).toHaveAttribute(
    'href',
    'https://events.samaj.example',
  );
  await context.close();
});

test('/admin/settings?tab=site has no serious or critical accessibility violations', async ({ page }) => {
  await adminSignIn(page);
  await page.goto('/admin/settings?tab=site');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectAccessible(page);
});
