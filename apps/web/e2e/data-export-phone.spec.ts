// A copy of my data on a 390 px phone (issue 36): a member asks for it in Privacy Settings, the server's job prepares
// it within seconds, the bell says so, and Download gives a ZIP whose data.json holds the member's own profile.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { atPath, expectAccessible, registerViaApi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** The text of one entry of a ZIP file. */
function zipEntry(buffer: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the zip`)));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('a member asks for a copy of their data, is told when it is ready, and downloads the ZIP', async ({
  page,
  request,
}) => {
  // The job runs every 15 seconds: room for one run to be missed.
  test.setTimeout(90_000);
  const member = await registerViaApi(request);
  await signIn(page, member);
  await page.goto('/profile/privacy');
  await expect(page.getByRole('heading', { name: 'A copy of your data' })).toBeVisible();

  const ask = page.getByRole('button', { name: 'Get a copy of my data' });
  const box = await ask.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await ask.click();
  await expect(page.getByRole('status').filter({ hasText: 'We are preparing a copy of your data.' })).toBeVisible();
  await expect(page.getByText('Preparing…')).toBeVisible();
  // A second ask the same day: the server's words.
  await ask.click();
  await expect(page.getByRole('alert')).toHaveText(
    'You can ask for a copy of your data once a day. Please try again tomorrow.',
  );

  // The job prepares it and the bell says so, with no reload; the list turns to Download by itself.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 45_000 });
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^\(until /)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The notification says it in a sentence and leads back here.
  await bell(page).click();
  await expect(page).toHaveURL(atPath('/notifications'));
  const item = page.getByRole('link', { name: /A copy of your data is ready/ });
  await expect(item).toHaveAttribute('href', '/profile/privacy');
  await item.click();
  await expect(page).toHaveURL(atPath('/profile/privacy'));

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).tap()]);
  expect(file.suggestedFilename()).toMatch(/^sangam-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const data = JSON.parse(await zipEntry(await readFile((await file.path())!), 'data.json')) as {
    profile: { name: string; phoneNumber: string };
  };
  expect(data.profile).toMatchObject({ name: member.name, phoneNumber: member.phoneNumber });
});
