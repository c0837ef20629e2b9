import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminSignIn, atPath, expectAccessible, registerViaApi, signIn } from './helpers';

/** A datetime-local value two days ahead (the browser's local time). */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('a member asks a poll, another votes and answers, the author marks the best answer, an admin hides it', async ({
  browser,
  request,
}) => {
  test.slow(); // four browsers, one journey
  const word = `Pollword${randomInt(100_000, 1_000_000)}`;
  const title = `${word} which day suits the meetup?`;
  const [asker, voter] = await Promise.all([registerViaApi(request), registerViaApi(request)]);

  // The asker posts a poll; an empty option is dropped, and the success goes to the question's page.
  const askerPage = await (await browser.newContext()).newPage();
  await signIn(askerPage, asker);
  await askerPage.goto('/create-question');
  await askerPage.getByText('Poll', { exact: true }).click();
  await askerPage.getByLabel('Title', { exact: true }).fill(title);
  await askerPage.getByLabel('Details', { exact: true }).fill('The hall is free on both days.');
  await askerPage.getByLabel('Tags (at least 1)', { exact: true }).fill('meetup, community');
  await askerPage.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Saturday');
  await askerPage.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Sunday');
  await askerPage.getByRole('button', { name: 'Add Option' }).click();
  await expect(askerPage.getByRole('textbox', { name: 'Option 3', exact: true })).toBeVisible();
  await askerPage.getByLabel('Poll expires at').fill(inTwoDays());
  await expectAccessible(askerPage);
  await askerPage.getByRole('button', { name: 'Post' }).click();
  await expect(askerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionUrl = new URL(askerPage.url()).pathname;
  expect(questionUrl).toMatch(/^\/questions\/[0-9a-f]+$/);
  await expect(askerPage.getByRole('button', { name: 'Vote for Saturday' })).toBeVisible();
  await expect(askerPage.getByRole('button', { name: /^Vote for / })).toHaveCount(2);

  // A visitor sees the poll and the login prompts, and cannot vote.
  const visitorPage = await (await browser.newContext()).newPage();
  await visitorPage.goto(questionUrl);
  await expect(visitorPage.getByText('Please login to vote')).toBeVisible();
  await expect(visitorPage.getByText('Please login to answer this question')).toBeVisible();

  // Another member votes (the bar shows 100% and their vote) and answers.
  const voterPage = await (await browser.newContext()).newPage();
  await signIn(voterPage, voter);
  await voterPage.goto(questionUrl);
  await voterPage.getByRole('button', { name: 'Vote for Sunday' }).click();
  await expect(voterPage.getByText('✓ Your vote')).toBeVisible();
  await expect(voterPage.getByText('100%')).toBeVisible();
  await expect(voterPage.getByRole('button', { name: /Vote for/ })).toHaveCount(0);
  await voterPage.getByLabel('Your Answer').fill('Sunday morning, after the market.');
  await voterPage.getByRole('button', { name: 'Post Answer' }).click();
  await expect(voterPage.getByText('Sunday morning, after the market.')).toBeVisible();
  await expect(voterPage.getByRole('heading', { name: '1 Answer' })).toBeVisible();
  await expectAccessible(voterPage);

  // The author marks it best.
  await askerPage.reload();
  await askerPage.getByRole('button', { name: 'Mark as Best Answer' }).click();
  await expect(askerPage.getByText('✓ Best Answer')).toBeVisible();

  // The list shows it; an admin hides it in Q&A management and it leaves the list.
  await visitorPage.goto(`/questions?search=${word}`);
  await expect(visitorPage.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(visitorPage);
  const adminPage = await (await browser.newContext()).newPage();
  await adminSignIn(adminPage);
  await adminPage.goto(`/admin/qa?search=${word}`);
  await expect(adminPage.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.getByLabel(`Status of ${title}`).selectOption('hidden');
  await expect(adminPage.getByLabel(`Status of ${title}`)).toHaveValue('hidden');
  await visitorPage.reload();
  await expect(visitorPage.getByText('No questions found')).toBeVisible();
  await expect(visitorPage).toHaveURL(atPath('/questions'));
});
