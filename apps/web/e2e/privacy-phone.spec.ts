// Who saw my number on a 390 px phone (issue 36): a premium member taps Show contact on a directory card and sees
// the number; the member whose number it is finds them under "Who viewed my contact details" in Privacy Settings
// and stops sharing their contact details; the premium member's next tap says so, with no number.
import { expect, test, type Page } from '@playwright/test';
import { promoteToPremium } from './db';
import { expectAccessible, phonePattern, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const firstName = (name: string) => name.split(' ')[0]!;

/** The member's card in the directory, searched by first name. */
async function directoryCard(page: Page, member: RegisteredMember) {
  await page.goto(`/directory?search=${encodeURIComponent(firstName(member.name))}`);
  const name = page.getByRole('link', { name: member.name, exact: true });
  await expect(name).toBeVisible();
  return page.getByRole('article').filter({ has: name });
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a premium member sees a number with Show contact; once its member withdraws sharing, the tap says so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await registerViaApi(request);
  const premium = await registerViaApi(request);
  promoteToPremium(premium.phoneNumber);

  // The premium member: the card carries no number until the tap (slowed, so "Showing…" is seen).
  await signIn(page, premium);
  let card = await directoryCard(page, owner);
  await expect(card).not.toContainText(phonePattern(owner.phoneNumber));
  await page.route('**/api/users/*/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const show = card.getByRole('button', { name: /^Show contact/ });
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await show.click();
  await expect(card.getByRole('button', { name: /^Showing…/ })).toBeDisabled();
  await expect(card.getByRole('link', { name: phonePattern(owner.phoneNumber) })).toHaveAttribute('href', /^tel:/);
  const call = card.getByRole('link', { name: 'Call Now' });
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // The member whose number it is: who viewed it, then Share my contact details ticked off.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    await ownerPage.goto('/profile/privacy');
    const views = ownerPage.getByRole('region', { name: 'Who viewed my contact details' });
    await expect(views.getByRole('link', { name: premium.name })).toBeVisible();
    await expect(views.getByText('Your contact details')).toBeVisible();
    const share = ownerPage.getByRole('checkbox', { name: 'Share my contact details with premium members' });
    await expect(share).toBeChecked();
    await share.click();
    await expect(share).not.toBeChecked();
    await expect(ownerPage.getByText('Consent withdrawn. It takes effect at once.')).toBeVisible();
    await noSidewaysScroll(ownerPage);
    await expectAccessible(ownerPage);
  } finally {
    await ownerContext.close();
  }

  // The premium member taps Show contact again: the server's words, no number.
  await page.unroute('**/api/users/*/contact');
  card = await directoryCard(page, owner);
  await card.getByRole('button', { name: /^Show contact/ }).click();
  await expect(card.getByRole('alert')).toHaveText('This member has chosen not to share contact details.');
  await expect(page.locator('main')).not.toContainText(phonePattern(owner.phoneNumber));
  await expect(card.getByRole('link', { name: 'Call Now' })).toHaveCount(0);
});
