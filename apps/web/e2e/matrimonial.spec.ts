import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { promoteToPremium } from './db';
import { writePng } from './png';
import {
  adminSignIn,
  expectAccessible,
  fillMatrimonialBackground,
  phonePattern,
  registerViaApi,
  signIn,
} from './helpers';

// ---- Files the test writes itself: a small PNG photo and a one-page PDF ----

function writeFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-matrimonial-'));
  const photo = writePng(dir, 'photo.png', [160, 160], (x, y) => [x, y, 120]);
  const pdf = path.join(dir, 'biodata.pdf');
  fs.writeFileSync(
    pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return { photo, pdf };
}

test('a member completes the wizard, an admin approves, a free member is asked to upgrade, a premium member downloads the biodata', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const files = writeFiles();
  const fullName = `Meera${randomInt(100_000, 1_000_000)} Kamble`;
  const owner = await registerViaApi(request);

  // The member fills the four steps; Next refuses an incomplete step with the spec's words.
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto('/matrimonial/register');
  await ownerPage.getByRole('button', { name: 'Next' }).click();
  await expect(ownerPage.getByText('Please fill in all required fields for this step')).toBeVisible();
  await ownerPage.getByLabel('Profile Type *').selectOption('daughter');
  await ownerPage.getByLabel('Full Name *').fill(fullName);
  await ownerPage.getByLabel('Date of Birth *').fill('1997-06-15');
  await ownerPage.getByLabel('Gender *').selectOption('female');
  await ownerPage.getByLabel('Height *').fill('5\'3"');
  await expect(ownerPage.getByLabel('Contact Number *')).toHaveValue(owner.phoneNumber);
  await ownerPage.getByRole('button', { name: 'Next' }).click();
  await fillMatrimonialBackground(ownerPage, ['Pune', 'Maharashtra', 'Mahar', 'B.Pharm', 'Pharmacist']);
  await ownerPage.getByLabel('Brothers', { exact: true }).fill('1');
  await ownerPage.getByLabel('About Me').fill('Calm, caring and fond of books.');
  await ownerPage.getByRole('button', { name: 'Next' }).click();
  await ownerPage.getByLabel(/Profile Photos/).setInputFiles([files.photo, files.photo]);
  await ownerPage.getByLabel(/Biodata \(PDF/).setInputFiles(files.pdf);
  await ownerPage.getByLabel('Education (comma-separated)').fill('B.Pharm, M.Pharm');
  // A parent publishing a daughter's profile vouches for her consent, by name (issue 36).
  await ownerPage.getByRole('checkbox', { name: `I have the consent of ${fullName} to publish this profile` }).check();
  await ownerPage.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(
    ownerPage.getByText('Profile submitted successfully! It will be reviewed by our admin team.'),
  ).toBeVisible();

  // Pending profiles are not listed yet.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/matrimonial');
  await expect(visitor.getByRole('heading', { name: 'Matrimonial', exact: true })).toBeVisible();
  await expect(visitor.getByText(fullName)).toHaveCount(0);

  // The admin approves it from Matrimonial management.
  const adminPage = await (await browser.newContext()).newPage();
  await adminSignIn(adminPage);
  await adminPage.goto('/admin/matrimonial');
  const row = adminPage.getByRole('row').filter({ hasText: fullName });
  await expect(row.getByText('Pending Verification')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('Verified')).toBeVisible();
  await expectAccessible(adminPage);

  // A visitor sees the card with 'Login to view details'.
  await visitor.reload();
  const card = visitor.getByRole('article').filter({ hasText: fullName });
  await expect(card.getByText('Verified')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Login to view details' })).toBeVisible();
  await expectAccessible(visitor);

  // A free member sees the photos but gets the premium prompt for contacts and biodata.
  const free = await registerViaApi(request);
  const freePage = await (await browser.newContext()).newPage();
  await signIn(freePage, free);
  await freePage.goto('/matrimonial');
  await freePage.getByRole('article').filter({ hasText: fullName }).getByRole('link', { name: 'View Profile' }).click();
  await expect(freePage.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(freePage.getByRole('img', { name: `Photo 1 of ${fullName}` })).toBeVisible();
  await expect(freePage.getByText(phonePattern(owner.phoneNumber))).toHaveCount(0);
  await freePage.getByRole('button', { name: 'View Contact Details' }).click();
  const modal = freePage.getByRole('dialog', { name: 'Premium Access Required' });
  await expect(
    modal.getByText('Upgrade to premium membership to access contact details and download biodata files.'),
  ).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(freePage);

  // A premium member sees the contact number and downloads the biodata named after the full name.
  const premium = await registerViaApi(request);
  promoteToPremium(premium.phoneNumber);
  const premiumPage = await (await browser.newContext()).newPage();
  await signIn(premiumPage, premium);
  const url = new URL(freePage.url());
  await premiumPage.goto(url.pathname);
  // Issue 36: a look is not a reveal; Show contact is (logged for the owner).
  await premiumPage.getByRole('button', { name: /^Show contact/ }).click();
  await expect(premiumPage.getByText(phonePattern(owner.phoneNumber))).toBeVisible();
  const download = premiumPage.waitForEvent('download');
  await premiumPage.getByRole('button', { name: 'Download Biodata' }).click();
  expect((await download).suggestedFilename()).toBe(`${fullName} Biodata.pdf`);

  // The owner sees who viewed the contact details.
  await ownerPage.goto(url.pathname);
  await expect(ownerPage.getByText(premium.name)).toHaveCount(2);
});
