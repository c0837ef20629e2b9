// Issue 33's journeys with one-time codes on a 390 px phone, against the test message provider: the codes are read
// from DATA_DIR/messages.jsonl as a person trying the demo reads them from the server's log.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  atPath,
  authForm,
  codeSentTo,
  messagesTo,
  newMember,
  registerViaApi,
  signIn,
  TERMS_CHECKBOX,
  type Member,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A member an admin added (POST /api/users): no code was ever sent to them, and their phone is not verified. */
async function memberAddedByAdmin(request: APIRequestContext, planType: 'free' | 'admin' = 'free'): Promise<Member> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const member = newMember();
  const res = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...member, planType },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** A bio and profession, so that /profile shows the profile (with its sections) rather than asking to complete it. */
async function completeProfile(request: APIRequestContext, token: string | null) {
  const saved = await request.put('/api/profile/me', {
    headers: { Authorization: `Bearer ${token}` },
    data: { profession: 'Engineer', bio: 'I build bridges.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Whether the server signs in with this password (POST /api/auth/login). */
async function passwordWorks(request: APIRequestContext, phoneNumber: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { phoneNumber, password } });
  return res.status() === 200;
}

/** Presses Send code and reads the code the test provider wrote for the number. */
async function sendCode(page: Page, scope: Locator, phoneNumber: string, button = 'Send code'): Promise<string> {
  const seen = (await messagesTo(phoneNumber)).length;
  const [sent] = await Promise.all([
    page.waitForResponse((r) => /\/api\/(auth\/otp|profile\/verify-phone\/otp)$/.test(r.url())),
    scope.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(sent.status(), await sent.text()).toBe(202);
  return codeSentTo(phoneNumber, seen);
}

/** A code that is not `code` (its last digit moved on). */
const wrongCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

/** The code step as a thumb meets it: 44 px targets, the box and its words at a readable size. */
async function expectPhoneSized(targets: Locator[], texts: Locator[]) {
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box && Math.round(box.height) >= 44 && Math.round(box.width) >= 44, `${target} is ${box?.height}px`).toBe(
      true,
    );
  }
  for (const text of texts) {
    const size = await text.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size, `${text}`).toBeGreaterThanOrEqual(14);
  }
}

test('a visitor registers with the code sent to the phone; a wrong code is said at the box', async ({ page }) => {
  const member = newMember();
  await page.goto('/register');
  const form = authForm(page);
  await form.getByLabel('Full Name', { exact: true }).fill(member.name);
  await form.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  await form.getByLabel('Occupation', { exact: true }).fill(member.occupation);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('checkbox', { name: TERMS_CHECKBOX }).check();
  const code = await sendCode(page, form, member.phoneNumber);

  const box = form.getByLabel('6-digit code');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expect(box).toHaveAttribute('maxlength', '12');
  const sentTo = form.getByText(/^We have sent a 6-digit code to \+91 \d{5} \d{5}\.$/);
  const testMode = form.getByText("Test mode: the code is in the server's log");
  await expect(sentTo).toBeVisible();
  await expect(testMode).toBeVisible();
  await expect(form.getByText(/You can ask for a new code in \d+ seconds?/)).toBeVisible();
  // What was typed before the step is all still there.
  await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue(member.name);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue(member.password);
  const create = form.getByRole('button', { name: 'Create Account' });
  await expectPhoneSized([box, create], [sentTo, testMode, box]);

  await box.fill(wrongCode(code));
  await create.click();
  await expect(box).toHaveAccessibleDescription(/This code is not right/);
  await expect(page).toHaveURL(atPath('/register'));

  await box.fill(code);
  await create.click();
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await page.request.get('/api/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { user: { phoneVerified?: boolean } }).user.phoneVerified).toBe(true);
});

test('forgot password: phone, code, new password, signed in; the old password is refused', async ({
  page,
  request,
}) => {
  const member = await memberAddedByAdmin(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const form = page.locator('main form');
  await form.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  const code = await sendCode(page, form, member.phoneNumber);
  await form.getByLabel('6-digit code').fill(code);
  await form.getByLabel('New password').fill('123');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible();
  await form.getByLabel('New password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  expect(await passwordWorks(request, member.phoneNumber, member.password)).toBe(false);
  expect(await passwordWorks(request, member.phoneNumber, 'brand-new-pass')).toBe(true);
});

test('an admin resets from the admin login and lands in the admin area', async ({ page, request }) => {
  const admin = await memberAddedByAdmin(request, 'admin');
  await page.goto('/admin-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const form = page.locator('main form');
  await form.getByLabel('Phone Number', { exact: true }).fill(admin.phoneNumber);
  await form.getByLabel('6-digit code').fill(await sendCode(page, form, admin.phoneNumber));
  await form.getByLabel('New password').fill('admin-new-pass');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
});

test('a member logs in with a code instead of a password', async ({ page, request }) => {
  const member = await memberAddedByAdmin(request);
  await page.goto('/login');
  await page.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  await page.getByRole('button', { name: 'Log in with a code instead' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  const form = page.locator('main form');
  await expect(form.getByLabel('Phone Number', { exact: true })).toHaveValue(member.phoneNumber);
  const code = await sendCode(page, form, member.phoneNumber);
  await form.getByLabel('6-digit code').fill(code);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
});

test('a member changes their password from the profile; the old one is refused', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await completeProfile(request, member.token);
  await signIn(page, member);
  await page.goto('/profile?tab=privacy');
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password').fill('changed-pass-2');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your current password is not right.')).toBeVisible();

  await section.getByLabel('Current password').fill(member.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText(/Your password has been changed/)).toBeVisible();
  // This session stays.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
  expect(await passwordWorks(request, member.phoneNumber, member.password)).toBe(false);
  expect(await passwordWorks(request, member.phoneNumber, 'changed-pass-2')).toBe(true);
});

test('a member who joined before verification verifies the phone from the profile', async ({ page, request }) => {
  const member = await memberAddedByAdmin(request);
  await signIn(page, member);
  // A completed profile (with a bio) shows the profile view, where Verify phone is.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await completeProfile(request, token);
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Verify phone' });
  await expect(section).toBeVisible();
  const code = await sendCode(page, section, member.phoneNumber);
  await section.getByLabel('6-digit code').fill(code);
  await section.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();

  // The mark is on the member's page too.
  const me = await request.get('/api/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: string; phoneVerified: boolean } };
  expect(user.phoneVerified).toBe(true);
  await page.goto(`/user-profile/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
