import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { phoneNumber: '9000000001', password: 'admin-e2e-pass' } as const;

export type Member = { name: string; phoneNumber: string; occupation: string; password: string };

/** A 10-digit phone number no other test uses: '9' and nine random digits. */
export function uniquePhone(): string {
  return '9' + String(randomInt(0, 1_000_000_000)).padStart(9, '0');
}

/** A fresh member's details; the first name is unique so the navbar greeting identifies them. */
export function newMember(overrides: Partial<Member> = {}): Member {
  return {
    name: `Asha${randomInt(100_000, 1_000_000)} Verma`,
    phoneNumber: uniquePhone(),
    occupation: 'Engineer',
    password: 'secret-pass-1',
    ...overrides,
  };
}

export type RegisteredMember = Member & { id: string; token: string };

/** A line of the test message provider's log (DATA_DIR/messages.jsonl). */
type SentMessage = { to: string; channel: string; template: string; text: string; code?: string; at: string };

/** The messages the server's test provider wrote to `phoneNumber` so far, oldest first. */
export async function messagesTo(phoneNumber: string): Promise<SentMessage[]> {
  const dir = process.env.SANGAM_E2E_DATA_DIR;
  if (!dir) throw new Error('SANGAM_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const text = await readFile(path.join(dir, 'messages.jsonl'), 'utf8').catch(() => '');
  // The provider writes E.164 (+919812345678); the tests type 10 digits.
  const digits = phoneNumber.replace(/\D/g, '').slice(-10);
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SentMessage)
    .filter((message) => message.to.replace(/\D/g, '').endsWith(digits));
}

/**
 * The code of the newest message to `phoneNumber` beyond the first `seen` (messagesTo's count before asking), polling
 * the log for up to 10 s: the code goes out through the outbox, a moment after the 202 (longer on a busy machine).
 */
export async function codeSentTo(phoneNumber: string, seen: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const code = (await messagesTo(phoneNumber)).slice(seen).findLast((message) => message.code)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${phoneNumber} in messages.jsonl within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks for a code through the API (POST /api/auth/otp) and reads it from the test provider's log. */
export async function codeViaApi(
  request: APIRequestContext,
  phoneNumber: string,
  purpose: 'register' | 'reset' | 'login',
): Promise<string> {
  const seen = (await messagesTo(phoneNumber)).length;
  const res = await request.post('/api/auth/otp', { data: { phoneNumber, purpose } });
  expect(res.status(), await res.text()).toBe(202);
  return codeSentTo(phoneNumber, seen);
}

/** Whether the server under test asks for a code at registration (PHONE_VERIFICATION). */
async function codeRequired(request: APIRequestContext): Promise<boolean> {
  const res = await request.get('/api/auth/options');
  return res.ok() && ((await res.json()) as { phoneVerification?: string }).phoneVerification === 'required';
}

/**
 * Registers a member through the API (POST /api/auth/register, with the code sent to the phone when the server
 * asks for one) and returns their details, id and token.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<Member> = {},
): Promise<RegisteredMember> {
  const member = newMember(overrides);
  const otp = (await codeRequired(request)) ? await codeViaApi(request, member.phoneNumber, 'register') : undefined;
  const res = await request.post('/api/auth/register', { data: { ...member, ...(otp ? { otp } : {}) } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { ...member, id: body.user.id, token: body.token };
}

/** The login or register form (the footer's newsletter form has no password field). */
export function authForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel('Password', { exact: true }) });
}

/** Fills and submits the member login form of the page currently shown. */
export async function loginViaUi(page: Page, member: Pick<Member, 'phoneNumber' | 'password'>): Promise<void> {
  const form = authForm(page);
  await form.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The register form's required checkbox (issue 36): 18 or older, and the Terms and Privacy Policy agreed to. */
export const TERMS_CHECKBOX = 'I am 18 or older and I agree to the Terms and the Privacy Policy';

/**
 * Fills and submits the registration form of the page currently shown. When the server asks for a code: Send code,
 * the code from the test provider's log, then Create Account; a refused Send code (a number already registered) is
 * left on screen for the test to read.
 */
export async function registerViaUi(page: Page, member: Member): Promise<void> {
  const form = authForm(page);
  await form.getByLabel('Full Name', { exact: true }).fill(member.name);
  await form.getByLabel('Phone Number', { exact: true }).fill(member.phoneNumber);
  await form.getByLabel('Occupation', { exact: true }).fill(member.occupation);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('checkbox', { name: TERMS_CHECKBOX }).check();
  if (await codeRequired(page.request)) {
    const seen = (await messagesTo(member.phoneNumber)).length;
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/otp')),
      form.getByRole('button', { name: 'Send code', exact: true }).click(),
    ]);
    if (sent.status() !== 202) return;
    await form.getByLabel('6-digit code').fill(await codeSentTo(member.phoneNumber, seen));
  }
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Matches a URL whose path is exactly `pathname` (any query string or hash). */
export function atPath(pathname: string): RegExp {
  return new RegExp(`^[^?#]*://[^/]+${pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:[?#].*)?$`);
}

/** Logs in through the login screen and waits for the landing on /profile. */
export async function signIn(page: Page, member: Pick<Member, 'phoneNumber' | 'password'>): Promise<void> {
  await page.goto('/login');
  await loginViaUi(page, member);
  await expect(page).toHaveURL(atPath('/profile'));
}

/** Signs in at /admin-login and waits for the dashboard. */
export async function adminSignIn(page: Page): Promise<string | null> {
  await page.goto('/admin-login');
  await loginViaUi(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
  // The admin's token, for set-up through the API.
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The matrimonial wizard's second step: city, state, caste, education and occupation, then Next. */
export async function fillMatrimonialBackground(
  page: Page,
  [city, state, caste, education, occupation]: [string, string, string, string, string],
): Promise<void> {
  await page.getByLabel('City *').fill(city);
  await page.getByLabel('State *').fill(state);
  await page.getByLabel('Caste *').fill(caste);
  await page.getByLabel('Education *').fill(education);
  await page.getByLabel('Occupation *').fill(occupation);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A regular expression for a phone number however the page spaces it ("98765 43210", "+91 98765-43210"). */
export function phonePattern(phoneNumber: string): RegExp {
  return new RegExp(phoneNumber.split('').join('[\\s-]?'));
}

/** No serious or critical accessibility problems (axe) on the page as shown; the failure lists each with its nodes. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
