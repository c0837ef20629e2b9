// Notifications on a 390 px phone: the bell learns of an answer to my question as it happens, /notifications says
// it in a sentence and reads it, the channels chosen in Profile -> Notifications stay chosen, and the list still
// draws with no signal.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { atPath, expectAccessible, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const auth = (member: RegisteredMember) => ({ Authorization: `Bearer ${member.token}` });

/** `author` asks a question and `answerer` answers it, both through the API; returns the question's id and title. */
async function answeredQuestion(request: APIRequestContext, author: RegisteredMember, answerer: RegisteredMember) {
  const title = `Where can I buy organic seeds in Wardha ${Date.now()}?`;
  const id = await askQuestion(request, author, title);
  await answer(request, answerer, id);
  return { id, title };
}

async function askQuestion(request: APIRequestContext, author: RegisteredMember, title: string) {
  const created = await request.post('/api/questions', {
    headers: auth(author),
    data: { title, content: 'For the kharif season, at a fair price.', tags: ['farming'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { question: { _id: string } }).question._id;
}

async function answer(request: APIRequestContext, answerer: RegisteredMember, questionId: string) {
  const answered = await request.post('/api/answers', {
    headers: auth(answerer),
    data: { questionId, content: 'The Krishi Seva Kendra near the bus stand keeps them.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('the bell counts an answer to my question as it comes, and /notifications reads it', async ({ page, request }) => {
  const [author, answerer] = [await registerViaApi(request), await registerViaApi(request)];
  const title = `Which tractor suits a 5 acre farm ${Date.now()}?`;
  const questionId = await askQuestion(request, author, title);
  await signIn(page, author);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  const box = await bell(page).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // Answered while the member is on the site: the live stream brings the count, no reload.
  await answer(request, answerer, questionId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(bell(page)).toHaveText('1');

  await bell(page).click();
  await expect(page).toHaveURL(atPath('/notifications'));
  const sentence = `${answerer.name} answered your question “${title}”`;
  const item = page.getByRole('link', { name: new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('just now');
  await expect(item).toHaveAttribute('href', `/questions/${questionId}`);
  await expectAccessible(page);
  // Opening the page reads it: the bell clears, and the next visit shows it read.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(item).toBeVisible();
  await expect(item.getByText('Unread')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await item.click();
  await expect(page).toHaveURL(atPath(`/questions/${questionId}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a member without notifications reads "No notifications yet"', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await bell(page).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
});

test('channels chosen in Profile -> Notifications stay chosen after a reload', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  // A new member's profile asks to be completed first; the settings are a tap away from the notifications too.
  await bell(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(atPath('/profile/notifications'));

  // Payment receipts go to the phone by default; answers are not sent to phones unless admins allow it.
  const phone = page.getByRole('switch', { name: 'WhatsApp/SMS Payment received' });
  await expect(phone).toHaveAttribute('aria-checked', 'true');
  const answers = page.getByRole('switch', { name: 'WhatsApp/SMS An answer to my question' });
  await expect(answers).toBeDisabled();
  await expect(answers).toHaveAccessibleDescription('Not sent to phones on this site');
  // A new member has no e-mail address: the e-mail switches say why they are off.
  await expect(page.getByRole('switch', { name: 'E-mail Payment received' })).toBeDisabled();
  await expect(page.getByText('E-mails need an e-mail address on your profile.')).toBeVisible();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT',
  );
  await phone.click();
  await expect(phone).toHaveAttribute('aria-checked', 'false');
  expect((await saved).ok()).toBe(true);
  const channel = page.waitForResponse(
    (r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT',
  );
  await page.getByText('SMS', { exact: true }).click();
  expect((await channel).ok()).toBe(true);

  await page.reload();
  await expect(phone).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expectAccessible(page);
});

test('with no signal, /notifications still draws the page it showed last', async ({ page, request }) => {
  const [author, answerer] = [await registerViaApi(request), await registerViaApi(request)];
  const { title } = await answeredQuestion(request, author, answerer);
  await signIn(page, author);
  await page.goto('/notifications');
  const sentence = page.getByText(`${answerer.name} answered your question “${title}”`);
  await expect(sentence).toBeVisible();

  // The API is cut (the site's own files still come): the stored page draws, and says it is what was seen last.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(sentence).toBeVisible();
  await expect(page.getByText('No connection: showing the notifications you saw last.')).toBeVisible({
    timeout: 20_000,
  });
});
