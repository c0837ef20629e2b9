// Trust and safety on a 390 px phone (issue 34): a member reports an answer (the thanks line, the answer stays) and
// blocks its author from the directory; the author then leaves the directory, their profile is not found, and their
// answer is folded behind "Hidden: you blocked this member" with Show; Unblock in Profile -> Blocked members brings
// them back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { atPath, expectAccessible, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const auth = (member: RegisteredMember) => ({ Authorization: `Bearer ${member.token}` });
const firstName = (name: string) => name.split(' ')[0]!;

/** `asker` asks a question and `answerer` answers it, through the API; returns the question's id. */
async function answeredQuestion(
  request: APIRequestContext,
  asker: RegisteredMember,
  answerer: RegisteredMember,
  answer: string,
) {
  const created = await request.post('/api/questions', {
    headers: auth(asker),
    data: {
      title: `Where can I repair a hand pump in Nagpur ${Date.now()}?`,
      content: 'Ours broke last week.',
      tags: ['water'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const questionId = ((await created.json()) as { question: { _id: string } }).question._id;
  const answered = await request.post('/api/answers', {
    headers: auth(answerer),
    data: { questionId, content: answer },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  return questionId;
}

/** The member's card in the directory, searched by first name. */
async function directoryCard(page: Page, member: RegisteredMember) {
  await page.goto(`/directory?search=${encodeURIComponent(firstName(member.name))}`);
  return page.getByRole('link', { name: member.name, exact: true });
}

test('a member reports an answer, blocks its author, and unblocks them from Blocked members', async ({
  page,
  request,
}) => {
  const author = await registerViaApi(request);
  const reader = await registerViaApi(request);
  const answer = `Call Ramesh at the bus stand for cheap spare parts ${Date.now()}`;
  const questionId = await answeredQuestion(request, reader, author, answer);
  // A completed profile (a bio), so /profile shows its tabs rather than the completion form.
  const completed = await request.put('/api/profile/me', {
    headers: auth(reader),
    data: { profession: 'Teacher', bio: 'I teach at the village school.' },
  });
  expect(completed.ok(), await completed.text()).toBe(true);

  await signIn(page, reader);
  await page.goto(`/questions/${questionId}`);
  const answerBox = page.getByRole('article').filter({ hasText: answer });
  await expect(answerBox).toBeVisible();

  // Report: the five reasons, a note, Send report, the thanks line; the answer stays.
  const report = answerBox.getByRole('button', { name: 'Report' });
  const box = await report.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report this' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Anything admins should know (optional)').fill('Posts the same number under every question.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Our admins will review this.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(answer)).toBeVisible();

  // A second report of the same answer: the server's words.
  await answerBox.getByRole('button', { name: 'Report' }).click();
  await dialog.getByRole('radio', { name: 'Abusive or harassing' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already reported this.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Block the author from their profile, opened from the directory: back there, they are gone.
  await (await directoryCard(page, author)).click();
  await expect(page).toHaveURL(atPath(`/user-profile/${author.id}`));
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Block this member' });
  await expect(confirm).toContainText(`Block ${author.name}?`);
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page).toHaveURL(/\/directory\?/);
  await expect(page.getByRole('status').filter({ hasText: 'Member blocked.' })).toBeVisible();
  await expect(page.getByText('No members found matching your criteria.')).toBeVisible();
  await expect(page.getByRole('link', { name: author.name, exact: true })).toHaveCount(0);

  // Their profile is not found for the one who blocked them.
  await page.goto(`/user-profile/${author.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();

  // Their answer is folded; Show opens it.
  await page.goto(`/questions/${questionId}`);
  await expect(page.getByText('Hidden: you blocked this member')).toBeVisible();
  await expect(page.getByText(answer)).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show', exact: true });
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await show.click();
  await expect(page.getByText(answer)).toBeVisible();

  // Profile -> Privacy -> Blocked members -> Unblock: they come back.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Privacy Settings' }).click();
  await page.getByRole('link', { name: 'See blocked members' }).click();
  await expect(page).toHaveURL(atPath('/profile/blocked'));
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked members' })).toBeVisible();
  await expect(page.getByText(author.name)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Unblock ${author.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member unblocked.' })).toBeVisible();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

  await expect(await directoryCard(page, author)).toBeVisible();
  await page.goto(`/user-profile/${author.id}`);
  await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  await page.goto(`/questions/${questionId}`);
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText('Hidden: you blocked this member')).toHaveCount(0);
});
