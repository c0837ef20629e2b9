// Interests between families on a 390 px phone: a mother sends an interest for her daughter's profile to another
// family's son, that family accepts it in My Profiles -> Interests, both are told in their notifications, and both
// then see the photos each profile keeps to accepted families.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { writePng } from './png';
import { ADMIN, atPath, expectAccessible, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const photo = (colour: [number, number, number]) =>
  fs.readFileSync(
    writePng(fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-interest-')), 'photo.png', [64, 64], () => colour),
  );

/** A profile with one photo kept to accepted families, submitted by `owner` and approved by the admin. */
async function approvedProfile(
  request: APIRequestContext,
  owner: RegisteredMember,
  adminToken: string,
  fields: Record<string, string>,
  colour: [number, number, number],
) {
  const created = await request.post('/api/matrimonial/profiles', {
    headers: { Authorization: `Bearer ${owner.token}` },
    multipart: {
      dateOfBirth: fields.gender === 'male' ? '1994-06-02' : '1998-03-14',
      height: '5 ft 6 in',
      contactNumber: owner.phoneNumber,
      city: 'Nagpur',
      state: 'Maharashtra',
      caste: 'Mahar',
      education: 'B.E.',
      occupation: 'Engineer',
      familyType: 'joint',
      photoPrivacy: 'accepted',
      ...fields,
      profileImages: { name: 'photo.png', mimeType: 'image/png', buffer: photo(colour) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { profile: { _id: string } }).profile._id;
  const approved = await request.put(`/api/admin/matrimonial/profiles/${id}/approval`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { action: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

async function signedInPage(browser: Browser, member: RegisteredMember): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await signIn(page, member);
  return page;
}

/** Every control of the interests screen is at least 44 px high. */
async function expectTapTargets(page: Page, names: string[]) {
  for (const name of names) {
    const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
}

test('a mother sends an interest for her daughter, the other family accepts, both are told and see the photos', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const adminToken = ((await login.json()) as { token: string }).token;
  const stamp = randomInt(100_000, 1_000_000);
  const bride = `Asha${stamp} Kamble`;
  const groom = `Vikas${stamp} Pawar`;
  const mother = await registerViaApi(request, { name: `Sunita${stamp} Kamble` });
  const father = await registerViaApi(request, { name: `Ramesh${stamp} Pawar` });
  await approvedProfile(
    request,
    mother,
    adminToken,
    { profileType: 'daughter', fullName: bride, gender: 'female' },
    [200, 40, 40],
  );
  const sonId = await approvedProfile(
    request,
    father,
    adminToken,
    { profileType: 'son', fullName: groom, gender: 'male' },
    [40, 40, 200],
  );

  // The mother opens the son's profile: his photo waits for an accepted interest.
  const a = await signedInPage(browser, mother);
  await a.goto(`/matrimonial/profile/${sonId}`);
  await expect(a.getByRole('heading', { name: groom, level: 1 })).toBeVisible();
  await expect(a.getByText('Photo visible after interest is accepted').first()).toBeVisible();
  await expect(a.getByRole('img', { name: `Photo of ${groom}` })).toHaveCount(0);
  await a.getByRole('button', { name: 'Send interest' }).click();
  await a.getByRole('textbox', { name: /Message/ }).fill('Namaste, we liked Vikas’s profile.');
  const send = a.getByRole('button', { name: 'Send interest' });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await send.click();
  await expect(a.getByText('Your interest was sent. The family will be told.')).toBeVisible();

  // The father is told, and answers in My Profiles -> Interests.
  const b = await signedInPage(browser, father);
  await b.goto('/notifications');
  const told = b.getByRole('link', { name: new RegExp(`The family of ${bride} sent an interest in ${groom}`) });
  await expect(told).toBeVisible();
  await told.click();
  await expect(b).toHaveURL(/\/matrimonial\?tab=mine&interests=received/);
  await expect(b.getByRole('tab', { name: 'Received', selected: true })).toBeVisible();
  const card = b.getByRole('listitem').filter({ has: b.getByRole('heading', { name: bride }) });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('“Namaste, we liked Vikas’s profile.”')).toBeVisible();
  await expect(card.getByText('Photo visible after interest is accepted')).toBeVisible();
  await expectTapTargets(b, ['Accept', 'Decline']);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Accepted')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  // The daughter's photo now shows to this family; the contacts still wait for premium.
  await expect(card.getByRole('img', { name: `Photo of ${bride}` })).toBeVisible();
  await expect
    .poll(() =>
      card.getByRole('img', { name: `Photo of ${bride}` }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: 'Upgrade to see contact details' })).toBeVisible();
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(b);

  // The mother is told, and sees the son's photo in her sent interests and on his profile.
  await a.goto('/notifications');
  const accepted = a.getByRole('link', {
    name: new RegExp(`The family of ${groom} accepted your interest for ${bride}`),
  });
  await expect(accepted).toBeVisible();
  await accepted.click();
  await expect(a).toHaveURL(/\/matrimonial\?tab=mine&interests=sent/);
  const sentCard = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: groom }) });
  await expect(sentCard.getByText('Accepted')).toBeVisible();
  const sonPhoto = sentCard.getByRole('img', { name: `Photo of ${groom}` });
  await expect(sonPhoto).toBeVisible();
  await expect.poll(() => sonPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(sentCard.getByRole('link', { name: 'Upgrade to see contact details' })).toBeVisible();
  await a.goto(`/matrimonial/profile/${sonId}`);
  await expect(
    a
      .getByRole('img', { name: /Photo 1 of/ })
      .or(a.getByRole('img', { name: `Photo of ${groom}` }))
      .first(),
  ).toBeVisible();
  await expect(a.getByText('Photo visible after interest is accepted')).toHaveCount(0);
  await expect(a).toHaveURL(atPath(`/matrimonial/profile/${sonId}`));
});
