// The moderation queue (issue 34): a member reports an answer, an admin at a laptop removes it from
// /admin/moderation with a note, the reporter reads the outcome on a 390 px phone, and the answer is gone from the
// question for other members while its author sees it marked removed.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { adminSignIn, atPath, expectAccessible, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const auth = (member: RegisteredMember) => ({ Authorization: `Bearer ${member.token}` });

async function askQuestion(request: APIRequestContext, author: RegisteredMember, title: string) {
  const created = await request.post('/api/questions', {
    headers: auth(author),
    data: { title, content: 'My certificate is from 2015 and the office asks for a new one.', tags: ['documents'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { question: { _id: string } }).question._id;
}

async function answer(request: APIRequestContext, answerer: RegisteredMember, questionId: string, content: string) {
  const answered = await request.post('/api/answers', { headers: auth(answerer), data: { questionId, content } });
  expect(answered.status(), await answered.text()).toBe(201);
  return ((await answered.json()) as { answer: { _id: string } }).answer._id;
}

/** A page of its own (its own session) at a phone's width. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  return { context, page: await context.newPage() };
}

test('an admin removes a reported answer from the queue; the reporter is told and the answer leaves the question', async ({
  page,
  request,
  browser,
}) => {
  const [asker, spammer, reporter] = [
    await registerViaApi(request),
    await registerViaApi(request),
    await registerViaApi(request),
  ];
  const stamp = Date.now();
  const title = `How do I renew my caste certificate ${stamp}?`;
  const spam = `Buy followers cheap at spam-${stamp}.example, guaranteed results`;
  const questionId = await askQuestion(request, asker, title);
  const answerId = await answer(request, spammer, questionId, spam);

  // The reporter reports it (the Report dialog has its own journey).
  const reported = await request.post('/api/reports', {
    headers: auth(reporter),
    data: { subjectType: 'answer', subjectId: answerId, reason: 'spam', note: 'The same link under every question' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin, at a laptop: Moderation in the sidebar, the item among the reported answers.
  await adminSignIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const link = sidebar.getByRole('link', { name: 'Moderation', exact: true });
  await expect(link).toHaveAccessibleDescription(/\d+ waiting for review/);
  await link.click();
  await expect(page).toHaveURL(atPath('/admin/moderation'));
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  // Other journeys may fill the queue at the same time: only reported answers.
  await page.getByLabel('Kind').selectOption({ label: 'Reported answers' });
  await expect(page).toHaveURL(/kind=answer/);

  const item = page.getByRole('article').filter({ hasText: spam });
  await expect(item).toBeVisible();
  await expect(item.getByRole('heading', { name: title })).toBeVisible();
  await expect(item.getByText(spammer.name, { exact: true })).toBeVisible();
  await expect(item.getByRole('list', { name: 'Reasons' })).toHaveText('Spam × 1');
  await expect(item.getByText('The same link under every question')).toBeVisible();
  await expect(item.getByText(new RegExp(`${reporter.name} · Spam`))).toBeVisible();
  await expect(item.getByRole('link', { name: /See it on the site/ })).toHaveAttribute(
    'href',
    new RegExp(`/questions/${questionId}`),
  );
  await expectAccessible(page);
  // Usable on a phone too: nothing wider than the screen, the decisions in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByRole('button', { name: 'Suspend' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.MODERATION_SHOTS)
    await page.screenshot({ path: `${process.env.MODERATION_SHOTS}/queue-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (process.env.MODERATION_SHOTS)
    await page.screenshot({ path: `${process.env.MODERATION_SHOTS}/queue-1280.png`, fullPage: true });

  await item.getByLabel('Note to the author (optional)').fill('Advertising is not allowed in answers.');
  await item.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this answer?' });
  await expect(confirm).toContainText('Your note goes to the author: “Advertising is not allowed in answers.”');
  const decided = page.waitForResponse(
    (r) => r.url().includes(`/api/admin/moderation/answer/${answerId}`) && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: `“${title}”: Removed.` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: spam })).toHaveCount(0);

  // The reporter, on a phone: one line in their notifications.
  const phone = await phonePage(browser);
  await signIn(phone.page, reporter);
  await phone.page.goto('/notifications');
  await expect(phone.page.getByText('Thanks: the post you reported was removed')).toBeVisible();
  // The answer is gone from the question for them.
  await phone.page.goto(`/questions/${questionId}`);
  await expect(phone.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.page.getByText(spam)).toHaveCount(0);
  await phone.context.close();

  // Its author still sees it on the question, marked removed.
  const author = await phonePage(browser);
  await signIn(author.page, spammer);
  await author.page.goto(`/questions/${questionId}`);
  await expect(author.page.getByText(spam)).toBeVisible();
  await expect(author.page.getByText('Removed by the admins. Only you and admins can see it.')).toBeVisible();
  await author.context.close();
});

test('a member who is not an admin is denied the queue', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/admin/moderation');
  await expect(page.getByText("You don't have permission to access the admin area.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toHaveCount(0);
  const queue = await page.request.get('/api/admin/moderation', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(queue.status()).toBe(403);
});
