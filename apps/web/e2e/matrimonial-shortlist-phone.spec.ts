// The shortlist and "Not interested" on a 390 px phone (issue 35): a parent keeps a profile with the heart, finds it
// under Shortlisted, says "Not interested" to another from its page, finds it under Hidden and brings it back.
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, expectAccessible, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** An approved profile of `owner` (submitted through the API, approved by the admin). */
async function approvedProfile(request: APIRequestContext, owner: RegisteredMember, adminToken: string, name: string) {
  const created = await request.post('/api/matrimonial/profiles', {
    headers: { Authorization: `Bearer ${owner.token}` },
    multipart: {
      profileType: 'daughter',
      fullName: name,
      dateOfBirth: '1998-03-14',
      gender: 'female',
      height: '5 ft 3 in',
      contactNumber: owner.phoneNumber,
      city: 'Nagpur',
      state: 'Maharashtra',
      caste: 'Mahar',
      education: 'B.E.',
      occupation: 'Engineer',
      familyType: 'joint',
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

test('a parent shortlists one profile with the heart and hides another, then brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const adminToken = ((await login.json()) as { token: string }).token;
  const stamp = randomInt(100_000, 1_000_000);
  const kept = `Kavya${stamp} Jadhav`;
  const hidden = `Meena${stamp} Salve`;
  // Two families (a new account may post one profile a day).
  const family = await registerViaApi(request, { name: `Shobha${stamp} Jadhav` });
  const other = await registerViaApi(request, { name: `Vimal${stamp} Salve` });
  await approvedProfile(request, family, adminToken, kept);
  const hiddenId = await approvedProfile(request, other, adminToken, hidden);
  const parent = await registerViaApi(request, { name: `Anil${stamp} More` });

  await signIn(page, parent);
  await page.goto(`/matrimonial?search=${stamp}`);
  const heart = page.getByRole('button', { name: `Shortlist ${kept}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const box = (await heart.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'Shortlisted' }).tap();
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
  await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Shortlist ${kept}` })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/matrimonial/profile/${hiddenId}`);
  await page.getByRole('button', { name: 'Not interested' }).tap();
  await expect(page.getByText('You will not see this profile for 90 days')).toBeVisible();
  await page.goto(`/matrimonial?search=${stamp}`);
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
  await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Hidden' }).tap();
  await expect(page.getByText(hidden)).toBeVisible();
  await page.getByRole('button', { name: `Undo: ${hidden}` }).tap();
  await expect(page.getByText('You have not hidden any profiles.')).toBeVisible();
  await page.getByRole('tab', { name: 'Browse Profiles' }).tap();
  await expect(page.getByRole('heading', { name: hidden })).toBeVisible();
});
