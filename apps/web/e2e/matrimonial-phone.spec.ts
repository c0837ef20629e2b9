// A parent fills the matrimonial wizard on a 390 px phone: a camera photo of 10 MB, Android reloading the tab
// after the gallery, a tap on Home halfway, and a slow uplink.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { writePng } from './png';
import { fillMatrimonialBackground, registerViaApi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** About 10 MB: random pixels do not compress, as a detailed camera picture barely does. */
function cameraPhoto(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-camera-'));
  const [width, height] = [2000, 1750];
  const noise = randomBytes(width * height * 3);
  return writePng(dir, 'IMG_20261128_101500.png', [width, height], (x, y) => {
    const at = (y * width + x) * 3;
    return [noise[at]!, noise[at + 1]!, noise[at + 2]!];
  });
}

test('a 10 MB camera photo is shrunk, the wizard survives a reload, and Home asks before leaving', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const photo = cameraPhoto();
  expect(fs.statSync(photo).size).toBeGreaterThan(10_000_000);
  const fullName = `Kavya${randomInt(100_000, 1_000_000)} Patil`;
  await signIn(page, await registerViaApi(request));

  await page.goto('/matrimonial/register');
  await page.getByLabel('Full Name *').fill(fullName);
  await page.getByLabel('Date of Birth *').fill('1998-03-14');
  await page.getByLabel('Gender *').selectOption('female');
  await page.getByLabel('Height *').fill('5 ft 2 in');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillMatrimonialBackground(page, ['Nagpur', 'Maharashtra', 'Kunbi', 'B.Com', 'Accountant']);
  await page.getByRole('button', { name: 'Next' }).click();

  // The photo is made smaller on the phone instead of being refused.
  await page.getByLabel(/Profile Photos/).setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'IMG_20261128_101500.jpg' })).toBeVisible();
  await expect(page.getByText('Each profile image must be smaller than 5MB')).toHaveCount(0);

  // Android reloads the tab: every step and the chosen photo are still there.
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByText(/Your answers from last time are back/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 4: Upload Photos & Documents' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'IMG_20261128_101500.jpg' })).toBeVisible();

  // Home from the bottom bar asks first; Cancel stays with everything in place.
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the profile form?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/matrimonial\/register$/);

  // On a 675 kbps uplink the shrunk photo goes out (under 1 MB, not 10), and the parent lands on My Profiles.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200_000,
    uploadThroughput: 84_000,
  });
  // The consent to publish, required on a new profile (issue 36).
  await page.getByRole('checkbox', { name: 'I agree to publish my profile for families in the community' }).check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/matrimonial/profiles') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page.getByText('Profile submitted successfully! It will be reviewed by our admin team.')).toBeVisible({
    timeout: 60_000,
  });
  expect((await (await sent).sizes()).requestBodySize).toBeLessThan(1_100_000);
  await expect(page).toHaveURL(/\/matrimonial\?tab=mine$/, { timeout: 10_000 });
  await expect(page.getByRole('tab', { name: 'My Profiles', selected: true })).toBeVisible();
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();

  // Sent: the draft is gone, a new profile starts empty.
  await page.goto('/matrimonial/register');
  await expect(page.getByLabel('Full Name *')).toHaveValue('');
});
