import { expect, test } from '@playwright/test';
import { adminSignIn, atPath, expectAccessible, registerViaApi, signIn } from './helpers.ts';

// A 1x1 PNG: the server re-encodes it, the page shows it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('an admin publishes an event; a visitor is asked to log in; a member likes and comments; the home marquee shows it', async ({
  page,
  request,
  browser,
}) => {
  // One journey through three sessions and two uploads: longer than the default 30 s on a busy machine.
  test.slow();
  const title = `Community Picnic ${Date.now()}`;

  // The admin publishes an event with a main image and two more.
  await adminSignIn(page);
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByRole('button', { name: 'Create News' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Excerpt *').fill('A day in the park for every family of the community.');
  await dialog.getByLabel('Content *').fill('Bring food to share.\n\nGames for children from 10 am.');
  await dialog.getByLabel('Category *').selectOption('event');
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByLabel('Event date *').fill('2030-06-01T10:00');
  await dialog.getByLabel('Event location *').fill('Shivaji Park, Mumbai');
  await dialog.getByLabel('Tags').fill('picnic, family, outdoors, games');
  await dialog.getByLabel('Main image').setInputFiles(picture('main.png'));
  await dialog.getByLabel(/Additional images/).setInputFiles([picture('a.png'), picture('b.png')]);
  await expect(dialog.getByText('Additional images (2/5)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create News' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('published');
  await expect(row).toContainText('A day in the park for every family of the community.');

  // A visitor reads it from the list and is asked to log in to like and to comment.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const consoleErrors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await visitor.goto('/latest-events?category=event');
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('+1 more')).toBeVisible();
  await expectAccessible(visitor);
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Shivaji Park, Mumbai')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  await expect(visitor.getByText('Please login to comment')).toBeVisible();
  await visitor.getByRole('button', { name: /Like this post/ }).click();
  await expect(visitor.getByText('Please login to like this post')).toBeVisible();
  await expectAccessible(visitor);
  const slugPath = new URL(visitor.url()).pathname;

  // The shared link carries the article's title for previews.
  const html = await (await request.get(slugPath)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} |`);

  // The home marquee lists it, and the home page logs no errors (no 404s).
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await visitorContext.close();

  // A member likes and comments.
  const member = await registerViaApi(request);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto(slugPath);
  await expect(memberPage).toHaveURL(atPath(slugPath));
  const like = memberPage.getByRole('button', { name: /Like this post/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await memberPage.getByLabel('Add a comment').fill('See you there!');
  await memberPage.getByRole('button', { name: 'Post Comment' }).click();
  await expect(memberPage.getByText('See you there!')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByText('See you there!')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /Like this post/ })).toHaveAttribute('aria-pressed', 'true');
  await memberContext.close();
});
