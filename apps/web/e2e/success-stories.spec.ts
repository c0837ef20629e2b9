// Success stories (issue 35): an admin publishes a couple's story with a photo from /admin/matrimonial; a visitor
// on a 390 px phone reads it on /matrimonial/success-stories; a shared link's card shows the page and the photo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { writePng } from './png';
import { adminSignIn } from './helpers';

/** A 640x480 RGB gradient as a PNG file in a temporary directory; returns its path. */
const couplePhoto = () =>
  writePng(fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-story-')), 'couple.png', [640, 480], (x, y) => [
    (x * 255) / 640,
    (y * 255) / 480,
    128,
  ]);

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('an admin publishes a story with a photo; a visitor on a phone reads it; the link card shows it', async ({
  page,
  browser,
  request,
}) => {
  const suffix = randomInt(1000, 10_000);
  const bride = `Priya ${suffix}`;
  const groom = `Rahul ${suffix}`;

  await adminSignIn(page);
  await page.goto('/admin/matrimonial');
  await page
    .getByRole('navigation', { name: 'Matrimonial sections' })
    .getByRole('link', { name: 'Success Stories' })
    .click();
  await page.getByRole('button', { name: 'Add Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Success Story' });
  await dialog.getByLabel("Bride's name *").fill(bride);
  await dialog.getByLabel("Groom's name *").fill(groom);
  await dialog.getByLabel('Wedding month and year *').fill('2025-12');
  await dialog.getByLabel('City *').fill('Nagpur');
  await dialog
    .getByLabel('Their story *')
    .fill('Our parents met at the community meet and the families agreed within a month.');

  // Publishing without the families' consent is refused, naming the tick.
  await dialog.locator('input[type="file"]').setInputFiles(couplePhoto());
  const cropper = page.getByRole('dialog', { name: 'Crop the photo' });
  await cropper.getByRole('button', { name: 'Apply' }).click();
  await expect(cropper).toBeHidden();
  await dialog.getByRole('button', { name: 'Publish Story' }).click();
  await expect(dialog.getByText('Both families must consent before a story is published')).toBeVisible();

  await dialog.getByLabel(/Both families have consented/).check();
  await dialog.getByRole('button', { name: 'Publish Story' }).click();
  await expect(page.getByText('Success story published')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${bride} & ${groom}` })).toBeVisible();

  // A visitor on a 390 px phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto('/matrimonial/success-stories');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
  const card = visitor
    .locator('article')
    .filter({ has: visitor.getByRole('heading', { name: `${bride} & ${groom}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Married in December 2025')).toBeVisible();
  await expect(card.getByText('· Nagpur')).toBeVisible();
  await expect(card.getByText(/families agreed within a month/)).toBeVisible();
  const photo = card.getByRole('img', { name: `${bride} and ${groom} on their wedding` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const photoPath = await photo.getAttribute('src');
  expect(photoPath).toMatch(/^\/api\/media\//);
  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // The card WhatsApp shows for the page: its name and the newest couple's photo, as an absolute URL.
  const html = await (await request.get('/matrimonial/success-stories')).text();
  expect(meta(html, 'og:title')).toMatch(/^Success Stories \| /);
  expect(meta(html, 'og:image')).toMatch(new RegExp(`^https?://[^/]+${photoPath!.replace(/[/.]/g, '\\$&')}$`));
  expect(meta(html, 'og:description')).toContain(`${bride} &amp; ${groom}, married in December 2025, Nagpur.`);
});
