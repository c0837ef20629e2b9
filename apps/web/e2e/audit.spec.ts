import fs from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminSignIn, expectAccessible, registerViaApi } from './helpers';

test('an admin takes a listing back to review and approves it; the audit log shows both, and its CSV keeps the filter', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request);
  const title = `Audittest${randomInt(100_000, 1_000_000)} Plumbing`;
  const created = await request.post('/api/listings', {
    data: { title, category: 'Plumber', description: 'Pipes and taps.', contactPhone: owner.phoneNumber },
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  const token = await adminSignIn(page);
  const me = await request.get('/api/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  const adminName = ((await me.json()) as { user: { name: string } }).user.name;

  await page.goto(`/admin/listings?search=${title.split(' ')[0]}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await row.getByRole('button', { name: `Set Pending: ${title}` }).click();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Approve: ${title}` }).click();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: title });
  await expect(entries).toHaveCount(2);
  // Newest first: the approval, then the step back to review.
  await expect(entries.nth(0).getByText('listing.approve')).toBeVisible();
  await expect(entries.nth(1).getByText('listing.update')).toBeVisible();
  const approval = entries.nth(0);
  await expect(approval.getByRole('rowheader')).toHaveText(adminName);
  await expect(approval.getByRole('listitem').filter({ hasText: 'approved' })).toHaveText(/approved: false\s*→.*true/);
  await expect(approval.getByText('127.0.0.1')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Action').fill('listing.approve');
  await page.getByLabel('Action').press('Enter');
  await expect(page).toHaveURL(/action=listing\.approve/);
  await expect(entries).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit_log_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Time (IST),Actor,Actor ID,Action');
  const ours = lines.filter((line) => line.includes(title));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain('listing.approve');
  expect(ours[0]).toContain('approved: false -> true');
  // Only the filtered action came down.
  for (const line of lines.slice(1)) expect(line).toContain(',listing.approve,');

  // The listing's name shows its whole history.
  await entries.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\?subject=/);
  await expect(entries).toHaveCount(2);
});
