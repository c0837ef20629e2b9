// The installable app on a 390 px phone (issue 37): the service worker controls the page; what a member opened draws
// again with no signal, with the offline line; a write does not go through silently; logout leaves no reply behind;
// a new version is offered, never forced, and Reload brings it.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, atPath, registerViaApi, signIn, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' });
// The first visit precaches the app shell: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const OFFLINE_LINE = 'You are offline: showing what you saw last';

/** Waits until the service worker has installed (precached the shell) and controls the page. */
async function expectControlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function newsArticle(request: APIRequestContext, title: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const news = await request.post('/api/news', {
    headers: bearer(token),
    multipart: {
      title,
      content: 'The hall opens at ten; bring your family and a dish to share.',
      excerpt: 'Annual gathering at the community hall',
      category: 'announcement',
      status: 'published',
      tags: 'gathering',
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  return ((await news.json()) as { news: { slug: string } }).news.slug;
}

async function question(request: APIRequestContext, member: RegisteredMember, title: string): Promise<string> {
  const created = await request.post('/api/questions', {
    headers: bearer(member.token),
    data: { title, content: 'A current account with low fees.', tags: ['banking'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { question: { _id: string } }).question._id;
}

test('what a member opened draws again with no signal, a write says it did not go, logout empties the caches', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const member = await registerViaApi(request);
  const newsTitle = `Annual gathering at the hall ${stamp}`;
  const questionTitle = `Which bank suits a small shop ${stamp}?`;
  const slug = await newsArticle(request, newsTitle);
  const questionId = await question(request, member, questionTitle);

  await signIn(page, member);
  await expectControlled(page);
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { name: newsTitle })).toBeVisible();
  await page.goto(`/questions/${questionId}`);
  await expect(page.getByRole('heading', { name: questionTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_LINE)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: questionTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_LINE })).toBeVisible();
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { name: newsTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_LINE)).toBeVisible();

  // A write cannot be kept for later: the member is told it did not go.
  await page.goto(`/questions/${questionId}`);
  await expect(page.getByRole('heading', { name: questionTitle })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Answers' });
  await answers.getByLabel('Your Answer').fill('The cooperative bank near the market.');
  const post = answers.getByRole('button', { name: /Post Answer|No connection/ });
  await post.click();
  await expect(post).toHaveText('No connection');
  const stored = await request.get(`/api/questions/${questionId}`, { headers: bearer(member.token) });
  expect(JSON.stringify(await stored.json())).not.toContain('The cooperative bank near the market.');

  // The signal is back: the next reply from the network takes the line away.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: questionTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_LINE)).toHaveCount(0);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  // Each kept reply carries its size, which bounds the cache in bytes (pwa/cacheBudget.ts).
  const sizes = await page.evaluate(async () => {
    const cache = await caches.open('sangam-api');
    const kept = await Promise.all((await cache.keys()).map((key) => cache.match(key, { ignoreVary: true })));
    return kept.map((reply) => Number(reply?.headers.get('X-Sangam-Bytes')));
  });
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeGreaterThan(0);

  // Logout: nothing of the member's stays on the phone, and the page loads again out of the old worker's hands (the
  // fresh page registers a new one, which precaches the app again).
  await page.evaluate(() => Object.assign(window, { beforeLogout: true }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Logout' }).click()]);
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  expect(await page.evaluate(() => 'beforeLogout' in window)).toBe(false);
  expect(await page.evaluate(async () => (await caches.keys()).filter((key) => !key.includes('precache')))).toEqual([]);
  expect(
    await page.evaluate(async () => {
      const { controller } = navigator.serviceWorker;
      return controller === null || controller === (await navigator.serviceWorker.getRegistration())?.active;
    }),
  ).toBe(true);
  // Workbox's expiration records, which name every reply kept, go once the old worker has stopped (which a browser does
  // soon with no page left to serve; not with DevTools attached, as here, so it is told to).
  const devTools = await context.newCDPSession(page);
  await devTools.send('ServiceWorker.enable');
  await devTools.send('ServiceWorker.stopAllWorkers');
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .not.toContain('workbox-expiration');
});

/**
 * A server of its own on a copy of the build (so that changing its sw.js disturbs no other spec), on a port of this
 * worker's; stop() ends it and removes the copy and its data.
 */
async function serverOnACopy(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-e2e-pwa-'));
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(import.meta.dirname, '..', 'dist'), webDist, { recursive: true });
  const server = spawn(process.execPath, ['../server/dist/main.js'], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: '0',
      ADMIN_PHONE: '9000000001',
      ADMIN_PASSWORD: 'admin-e2e-pass',
      PUBLIC_URL: origin,
      AUTH_IP_LIMIT: '0',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'production',
    },
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, workerFile: path.join(webDist, 'sw.js'), stop };
}

/** The revision the worker controlling the page answers with (only the new one does). */
const controllerRevision = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type: 'E2E_REVISION' }, [channel.port2]);
        setTimeout(() => resolve('none'), 1_000);
      }),
  );

test('a new version is offered as "A new version of Sangam is ready: Reload", and Reload brings it', async ({
  page,
}, testInfo) => {
  const copy = await serverOnACopy(Number(process.env.E2E_PORT ?? 3917) + 50 + testInfo.parallelIndex);
  try {
    await page.goto(`${copy.origin}/`);
    await expectControlled(page);
    expect(await controllerRevision(page)).toBe('none');

    appendFileSync(
      copy.workerFile,
      `\nself.addEventListener('message', (e) => { if (e.data?.type === 'E2E_REVISION') e.ports[0]?.postMessage('2'); });\n`,
    );
    // The browser looks for a new worker on each navigation; the old one keeps the page until the member says so.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Sangam is ready:' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    expect(await controllerRevision(page)).toBe('none');
    const reload = prompt.getByRole('button', { name: 'Reload' });
    expect((await reload.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // The page loads again by itself once the new worker has taken over. (Messages to the old worker meanwhile would
    // keep it busy and hold the new one back: nothing is asked of it until then.)
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), reload.click()]);
    expect(await controllerRevision(page)).toBe('2');
    await expect(page.getByText('A new version of Sangam is ready:')).toHaveCount(0);
  } finally {
    copy.stop();
  }
});
