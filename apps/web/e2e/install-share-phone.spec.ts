// The installable app on a 390 px phone (issue 37): Chromium's install offer behind the menu's "Install app", the
// one-time hint from the second visit, the share target filling in the ask-question and add-listing forms, and a
// write with no connection saying so, keeping the text and going through once the line is back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { atPath, loginViaUi, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A synthetic beforeinstallprompt, as Chromium fires it; its prompt() counts its calls in window.prompted. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const counted = window as unknown as { prompted?: number };
        counted.prompted = (counted.prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
}

const prompted = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
const visits = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('sangam.visits') ?? '{}') as { count?: number }).count ?? 0);
/** Makes the last page load 31 minutes ago, so the next one is a new visit. */
const lastLoadLongAgo = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sangam.visits') ?? '{}') as { count: number };
    localStorage.setItem('sangam.visits', JSON.stringify({ ...stored, last: Date.now() - 31 * 60_000 }));
  });

test('"Install app" in the menu shows Chromium\'s install prompt', async ({ page }) => {
  await page.goto('/');
  await offerInstall(page);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const install = page.locator('#mobile-menu').getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  expect((await install.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await install.tap();
  await expect.poll(() => prompted(page)).toBe(1);
  // An offer is used once: the entry goes until Chromium makes another.
  await expect(install).toBeHidden();
});

test('the install hint shows on the second visit, and not again after Not now', async ({ page }) => {
  const hint = page.getByText('Put Sangam on your home screen');
  await page.goto('/');
  await offerInstall(page);
  await expect.poll(() => visits(page)).toBe(1);
  await expect(hint).toBeHidden();

  await lastLoadLongAgo(page);
  await page.reload();
  await offerInstall(page);
  await expect(hint).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).tap();
  await expect(hint).toBeHidden();

  await lastLoadLongAgo(page);
  await page.reload();
  await offerInstall(page);
  await expect.poll(() => visits(page)).toBe(3);
  await expect(hint).toBeHidden();
  // The menu still offers it.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Install app' })).toBeVisible();
});

const SHARED = '/share?title=Rain+in+Wardha&text=Roads+near+the+bus+stand+are+closed.+Any+other+way%3F';

test('a shared text: a visitor signs in and comes back to it, then asks it in Q&A or adds it as a listing', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await page.goto(SHARED);
  await expect(page).toHaveURL(atPath('/login'));
  await loginViaUi(page, member);
  await expect(page).toHaveURL(/\/share\?title=Rain\+in\+Wardha&text=/);
  await expect(page.getByRole('heading', { name: 'What you shared' })).toBeVisible();
  await expect(page.getByText('Roads near the bus stand are closed. Any other way?')).toBeVisible();

  const ask = page.getByRole('link', { name: 'Ask in Q&A' });
  expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await ask.tap();
  await expect(page).toHaveURL(atPath('/create-question'));
  await expect(page.getByLabel('Title')).toHaveValue('Rain in Wardha');
  await expect(page.getByLabel('Details')).toHaveValue('Roads near the bus stand are closed. Any other way?');

  await page.goto(SHARED);
  await page.getByRole('link', { name: 'Add a listing' }).tap();
  await expect(page).toHaveURL(atPath('/create-listing'));
  await expect(page.getByLabel('Title *')).toHaveValue('Rain in Wardha');
  await expect(page.getByLabel('Description *')).toHaveValue('Roads near the bus stand are closed. Any other way?');
});

test('an empty share says how to share', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/share');
  await expect(page.getByText("Nothing was shared. Choose Sangam in another app's Share menu.")).toBeVisible();
});

async function askQuestion(request: APIRequestContext, author: RegisteredMember) {
  const created = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${author.token}` },
    data: { title: `Which bus goes to Sevagram ${Date.now()}?`, content: 'From Wardha station.', tags: ['travel'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { question: { _id: string } }).question._id;
}

test('an answer sent with no connection says "No connection", keeps the text, and goes once the line is back', async ({
  page,
  request,
}) => {
  const [author, answerer] = [await registerViaApi(request), await registerViaApi(request)];
  const questionId = await askQuestion(request, author);
  await signIn(page, answerer);
  await page.goto(`/questions/${questionId}`);
  const text = 'Bus number 12 from the stand, every half hour.';
  const form = page.locator('form').filter({ has: page.getByLabel('Your Answer') });
  await form.getByLabel('Your Answer').fill(text);

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Post Answer' }).tap();
  const again = form.getByRole('button', { name: 'No connection' });
  await expect(again).toBeVisible();
  await expect(form.getByLabel('Your Answer')).toHaveValue(text);

  await page.unroute('**/api/**');
  await again.tap();
  await expect(page.getByText(text)).toBeVisible();
  await expect(form.getByLabel('Your Answer')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Post Answer' })).toBeVisible();
});
