import fs from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { promoteToPremium } from './db';
import { adminSignIn, atPath, expectAccessible, phonePattern, registerViaApi, signIn } from './helpers';
import { ADMIN_SIDEBAR_LINKS } from '../src/test/adminSidebar';

const STAT_CARDS = [
  'Total Users',
  'Premium Members',
  'Active Users',
  'Total Listings',
  'Total Referrals',
  'Completed Referrals',
  'Deactivated Users',
  'Admin Users',
];

/** The user table's row of the member with this phone number. */
const userRow = (page: Page, phoneNumber: string) => page.getByRole('row').filter({ hasText: phoneNumber });

/** A small CSV reader: quoted fields, doubled quotes, CRLF or LF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}

async function exportedRows(page: Page): Promise<{ fileName: string; header: string[]; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await fs.readFile(await download.path(), 'utf8');
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return { fileName: download.suggestedFilename(), header, rows };
}

test('the admin signs in at /admin-login and lands on the dashboard with its stat cards', async ({ page }) => {
  await adminSignIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const cards = page.locator('dl').first();
  for (const label of STAT_CARDS) await expect(cards.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText('Recent Users')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const name of ADMIN_SIDEBAR_LINKS.slice(1)) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the admin makes a free member premium, who then sees phone numbers in the directory', async ({
  page,
  request,
  browser,
}) => {
  const other = await registerViaApi(request);
  const member = await registerViaApi(request);
  await adminSignIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  await page.getByLabel('Search users').fill(member.phoneNumber);
  const row = userRow(page, member.phoneNumber);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the member

  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/admin/users/${member.id}`) && r.request().method() === 'PUT',
  );
  await row.getByRole('button', { name: 'Make Premium' }).click();
  // Asked first (issue 31): the dialog names the member.
  const confirm = page.getByRole('dialog', { name: 'Make this member premium?' });
  await expect(confirm).toContainText(member.name);
  await confirm.getByRole('button', { name: 'Make Premium' }).click();
  expect((await saved).status()).toBe(200);
  await expect(row.getByText('Premium', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make ${member.name} an admin` })).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto(`/directory?search=${other.name.split(' ')[0]}`);
  await expect(memberPage.getByText(other.name)).toBeVisible();
  // Issue 36: the directory's replies carry no contacts; a premium member taps Show contact.
  await memberPage.getByRole('button', { name: /Show contact/ }).click();
  await expect(memberPage.locator('main')).toContainText(phonePattern(other.phoneNumber));
  await memberContext.close();
});

test('Export CSV downloads exactly the users the filters show', async ({ page, request }) => {
  const occupation = `Zitherist${randomInt(100_000, 1_000_000)}`;
  const [first, second, third] = await Promise.all([
    registerViaApi(request, { occupation }),
    registerViaApi(request, { occupation }),
    registerViaApi(request, { occupation }),
  ]);
  promoteToPremium(second!.phoneNumber);

  await adminSignIn(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(occupation);
  await expect(page).toHaveURL(new RegExp(`search=${occupation}`));
  await page.getByLabel('Plan').selectOption('premium');
  await expect(userRow(page, second!.phoneNumber)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  const premium = await exportedRows(page);
  expect(premium.fileName).toMatch(/^users_export_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(premium.header).toEqual([
    'Name',
    'PhoneNumber',
    'Occupation',
    'PlanType',
    'AccountStatus',
    'IsPublic',
    'CreatedAt',
  ]);
  expect(premium.rows.map((cells) => cells[1])).toEqual([second!.phoneNumber]);
  expect(premium.rows[0]?.slice(0, 6)).toEqual([
    second!.name,
    second!.phoneNumber,
    occupation,
    'premium',
    'active',
    'Yes',
  ]);

  await page.getByLabel('Plan').selectOption('free');
  await expect(page.getByRole('row')).toHaveCount(3);
  const free = await exportedRows(page);
  expect(free.rows.map((cells) => cells[1]).sort()).toEqual([first!.phoneNumber, third!.phoneNumber].sort());
});

test('a member who is not an admin is sent home from /admin/users and denied other admin screens', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/'));

  await page.goto('/admin/news');
  await expect(page.getByText("You don't have permission to access the admin area.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

for (const path of ['/admin/dashboard', '/admin/users']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await adminSignIn(page);
    await page.goto(path);
    // Loaded when the data is there, not the loading state.
    await expect(page.getByText(/Recent Users|users?$/).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectAccessible(page);
  });
}
