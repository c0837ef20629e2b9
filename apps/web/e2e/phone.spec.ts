// A member on a 390 x 844 touch screen, with the API slowed (mobile data) or cut off (no signal)
// through Playwright's routing: what they see first, and what stays reachable and readable.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SLOW_MS = 3_000;

/** Every API call waits SLOW_MS before it goes out; returns when each started, by path. */
async function slowApi(page: Page): Promise<Map<string, number>> {
  const started = new Map<string, number>();
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!started.has(path)) started.set(path, Date.now());
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue().catch(() => undefined);
  });
  return started;
}

/** Records every label the bottom bar ever showed during the page's life. */
async function watchBottomBar(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { barLabels: Set<string> }).barLabels = seen;
    new MutationObserver(() => {
      document.querySelectorAll('nav[aria-label="Quick links"] a').forEach((a) => seen.add(a.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { barLabels: Set<string> }).barLabels].sort());
}

test('a signed-in member on slow data sees the directory at once, member and members fetched together', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const barLabels = await watchBottomBar(page);
  const started = await slowApi(page);

  const openedAt = Date.now();
  await page.goto('/directory');
  await expect(page.getByRole('heading', { name: 'Member Directory', level: 1 })).toBeVisible();
  // Drawn from the stored session, before any reply could have come back.
  expect(Date.now() - openedAt).toBeLessThan(SLOW_MS);
  await expect(page.getByText('Checking authentication...')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading members...' })).toBeAttached();

  await expect(page.getByText('Premium access required for contact details').first()).toBeVisible();
  const me = started.get('/api/profile/me');
  const directory = started.get('/api/directory');
  expect(me && directory, 'both requests were made').toBeTruthy();
  // In parallel: the directory did not wait for the member's reply.
  expect(Math.abs(directory! - me!)).toBeLessThan(SLOW_MS / 2);
  // The bottom bar never showed the visitor's tabs.
  expect(await barLabels()).toEqual(['Directory', 'Home', 'Latest News', 'Profile', 'Q&A']);
});

test('waiting more than 3 s says the page is still trying', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.route('**/api/directory**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/directory');
  await expect(page.getByText('Still trying: the connection is slow. Please wait...')).toBeVisible();
});

test('with no signal a signed-in member stays on the page, with the banner and Refresh', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

  await page.goto('/directory');
  await expect(page.getByText('Server connection issues detected. Some features may be unavailable.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole('heading', { name: 'Member Directory', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' }).last()).toBeVisible();
});

test('a 401 on the stored session ends it and asks the member to log in', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Invalid token"}' }),
  );
  await page.goto('/directory');
  await expect(page).toHaveURL(/\/login/);
});

test('signing in while the site details are still on their way, the footer gets them', async ({ page, request }) => {
  const member = await registerViaApi(request);
  // The first answer is held until the member has signed in; every answer carries a name of this test's own.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/site-settings', async (route) => {
    await held;
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    const { settings } = (await response.json()) as { settings: Record<string, unknown> };
    await route.fulfill({ response, json: { settings: { ...settings, communityName: 'Samaj on Slow Data' } } });
  });
  await signIn(page, member);
  release();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Samaj on Slow Data' })).toBeVisible();
});

test('a referral tab opened on a phone brings its panel into view', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/referral');
  await expect(page.getByText('Total Referrals')).toBeVisible();
  for (const name of ['Progress', 'History']) {
    // As a thumb does: the tabs just showing at the bottom of the screen, tapped where they are.
    await page.getByRole('tablist').evaluate((list) => {
      window.scrollTo({ top: window.scrollY + list.getBoundingClientRect().bottom - window.innerHeight + 80 });
    });
    const tab = await page.getByRole('tab', { name }).boundingBox();
    await page.touchscreen.tap(tab!.x + tab!.width / 2, tab!.y + tab!.height / 2);
    const panel = page.getByRole('tabpanel', { name });
    await expect(async () => {
      const box = await panel.boundingBox();
      expect(box && box.y < 844 * 0.75, `the ${name} panel starts at ${box?.y}`).toBe(true);
    }).toPass();
    // The smooth scroll may still be running: let it end, or it moves the next tab from under the thumb.
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(100);
        return before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);
  }
});

interface SizeProblem {
  what: string;
  size: string;
}

/** Every visible text at least 14 px (16 px in inputs) and every tap target at least 44 x 44 px. */
function measure(page: Page): Promise<SizeProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; size: string }[] = [];
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !el.closest('.sr-only');
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || !visible(parent) || parent.closest('svg')) continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (size < 14) problems.push({ what: `text ${name(parent)}`, size: `${size}px` });
    }
    for (const input of document.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select, textarea')) {
      if (!visible(input)) continue;
      const size = Number.parseFloat(getComputedStyle(input).fontSize);
      if (size < 16) problems.push({ what: `input ${input.getAttribute('name') ?? input.id}`, size: `${size}px` });
    }
    // Links inside a sentence (a paragraph, or a checkbox's label) are exempt (WCAG 2.5.8); everything else a thumb
    // aims at is 44 x 44.
    for (const target of document.querySelectorAll('a[href], button, select, summary, [role=button], input')) {
      if (!visible(target) || target.closest(target.matches('a') ? 'p, label' : 'p')) continue;
      // A stretched link (the card's ::after covers the card) is as big as its card; a checkbox or radio button is
      // as big as the label around it (a tap anywhere on the label ticks it).
      const stretched = getComputedStyle(target, '::after').position === 'absolute';
      const label = target.matches('input[type=checkbox], input[type=radio]') ? target.closest('label') : null;
      const rect = (label ?? (stretched ? (target as HTMLElement).offsetParent! : target)).getBoundingClientRect();
      if (Math.round(rect.width) < 44 || Math.round(rect.height) < 44) {
        problems.push({ what: `target ${name(target)}`, size: `${Math.round(rect.width)}x${Math.round(rect.height)}` });
      }
    }
    return problems;
  });
}

const screens: { path: string; ready: (page: Page) => Promise<void>; signedIn?: boolean }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('link', { name: 'Consultant', exact: true })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByLabel('Password', { exact: true })).toBeVisible() },
  { path: '/register', ready: (page) => expect(page.getByLabel('Full Name')).toBeVisible() },
  {
    path: '/directory',
    signedIn: true,
    ready: (page) => expect(page.getByText('Premium access required for contact details').first()).toBeVisible(),
  },
  { path: '/profile', signedIn: true, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/referral', signedIn: true, ready: (page) => expect(page.getByText('Total Referrals')).toBeVisible() },
  {
    path: '/profile/privacy',
    signedIn: true,
    ready: (page) => expect(page.getByRole('checkbox', { name: 'List me in the member directory' })).toBeVisible(),
  },
  {
    path: '/service-listings',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Business Directory' })).toBeVisible(),
  },
];

for (const { path, ready, signedIn } of screens) {
  test(`${path} is readable and tappable on a phone, menu open`, async ({ page, request }) => {
    if (signedIn) await signIn(page, await registerViaApi(request));
    await page.goto(path);
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const problems = await measure(page);
    expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);
  });
}
