// Issue 32's walk: a visitor switches to हिन्दी on a 390 px phone and every text on the member-facing screens is
// Hindi; the choice survives a reload; a member's choice follows them to another browser. The content here is
// written in Hindi (as the community writes it), so any Latin-script word left on screen is the site's own.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, registerViaApi, type RegisteredMember } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Words that stay in Latin script in Hindi too: brands and the other language's own name on the switch. */
const LATIN_ALLOWED = new Set([
  'sangam',
  'english',
  'whatsapp',
  'upi',
  'pdf',
  'otp',
  'razorpay',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'twitter',
  'google',
  'gmail',
]);

const CONTENT_LINKS = ['/news/', '/questions/', '/service-listings/', '/user-profile/', '/matrimonial/profile/']
  .map((path) => `main a[href^="${path}"]`)
  .join(', ');

/** The e2e server's admin, whose name (a name, as members write theirs) signs the news. */
const ADMIN_NAME = 'Site Admin';

/** Latin-script words on the page (text, and the labels a screen reader or a placeholder shows) that are not allowed. */
async function englishOn(page: Page, data = CONTENT_LINKS): Promise<string[]> {
  const texts = await page.evaluate((contentLinks) => {
    const visible = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')]
      .filter(visible)
      .flatMap((element) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    // What members wrote (titles and names in links to their news, questions, listings and profiles, which other
    // tests write in English) is not the site's wording.
    const written = new Set(
      [...document.querySelectorAll(contentLinks)].flatMap((link) => (link as HTMLElement).innerText.split('\n')),
    );
    const lines = document.body.innerText.split('\n').filter((line) => !written.has(line));
    return [document.title, ...lines, ...attributes];
  }, data);
  const found = new Set<string>();
  for (const text of texts.map((line) => line.replaceAll(ADMIN_NAME, ''))) {
    for (const token of text.split(/\s+/)) {
      // Links, addresses, file names and codes (a referral code, a receipt number) are not words of the site.
      if (/@|:\/\/|\.(com|in|org|png|jpe?g|pdf)\b|^www\./i.test(token)) continue;
      if (/^[A-Z0-9/-]*[0-9][A-Z0-9/-]*$/.test(token.replace(/[.,;:()]/g, ''))) continue;
      // A referral code is 8 capitals and digits, and now and then has no digit at all.
      if (/^[A-Z0-9]{8}$/.test(token.replace(/[.,;:()]/g, ''))) continue;
      for (const word of token.match(/[A-Za-z]{2,}/g) ?? []) {
        if (!LATIN_ALLOWED.has(word.toLowerCase())) found.add(`${word}  (in "${text.trim().slice(0, 80)}")`);
      }
    }
  }
  return [...found];
}

/** Buttons and links whose words do not fit them (cut off, or spilling out) at this width. */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a, [role="button"], [role="tab"]')]
      .filter((element) => (element as HTMLElement).checkVisibility?.() ?? true)
      // Not the screen-reader-only ones (a 1 px box by design, such as the skip link).
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 2)
      .filter((element) => getComputedStyle(element).overflowX !== 'auto')
      .map((element) => (element as HTMLElement).innerText.trim())
      .filter(Boolean),
  );
}

/** `data`: where the screen shows what members wrote, beside the links to their content. */
async function expectAllHindi(page: Page, path: string, data = CONTENT_LINKS) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main')).toBeVisible();
  // Nothing still loading: the words checked are the screen's own (some screens keep a request open, so the
  // check is repeated until the page has settled rather than waiting for a quiet network).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => englishOn(page, data), { message: `English words on ${path}`, timeout: 8_000 }).toEqual([]);
  expect(await clippedControls(page), `buttons cut at 390 px on ${path}`).toEqual([]);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type Content = {
  member: RegisteredMember;
  stamp: number;
  newsSlug: string;
  questionId: string;
  listingId: string;
  formSlug: string;
};

/** A member, a news article, a question, an approved listing and a public form, all written in Hindi. */
async function hindiContent(request: APIRequestContext): Promise<Content> {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const member = await registerViaApi(request, { name: 'रमेश शर्मा', occupation: 'इंजीनियर' });
  const asMember = { Authorization: `Bearer ${member.token}` };
  const stamp = Date.now();

  const news = await request.post('/api/news', {
    headers: admin,
    multipart: {
      title: `समाज का वार्षिक सम्मेलन ${stamp}`,
      content: 'इस साल का सम्मेलन नागपुर में होगा। सभी सदस्य परिवार सहित आमंत्रित हैं।',
      excerpt: 'नागपुर में वार्षिक सम्मेलन',
      category: 'event',
      status: 'published',
      eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      eventLocation: 'नागपुर',
      tags: 'सम्मेलन',
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const newsSlug = ((await news.json()) as { news: { slug: string } }).news.slug;

  const question = await request.post('/api/questions', {
    headers: asMember,
    data: { title: `छोटी दुकान के लिए कौन सा बैंक अच्छा है ${stamp}?`, content: 'कम फ़ीस वाला चालू खाता चाहिए।', tags: ['बैंक'] },
  });
  expect(question.status(), await question.text()).toBe(201);
  const questionId = ((await question.json()) as { question: { _id: string } }).question._id;

  const listing = await request.post('/api/listings', {
    headers: asMember,
    data: {
      title: `शर्मा इलेक्ट्रिकल्स ${stamp}`,
      category: 'बिजली का काम',
      description: 'घर और दुकान की वायरिंग, पंखे और इन्वर्टर की मरम्मत।',
      contactPhone: member.phoneNumber,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const listingId = ((await listing.json()) as { listing: { _id: string } }).listing._id;
  const approved = await request.put(`/api/admin/listings/${listingId}`, {
    headers: admin,
    data: {
      title: `शर्मा इलेक्ट्रिकल्स ${stamp}`,
      category: 'बिजली का काम',
      description: 'घर और दुकान की वायरिंग, पंखे और इन्वर्टर की मरम्मत।',
      approved: true,
    },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const form = await request.post('/api/forms', {
    headers: admin,
    data: {
      title: `सम्मेलन पंजीकरण ${stamp}`,
      description: 'सम्मेलन में आने वाले सदस्य अपना नाम लिखें।',
      status: 'active',
      fields: [
        { id: 'name', type: 'text', label: 'आपका नाम', required: true },
        { id: 'city', type: 'text', label: 'शहर', required: true },
      ],
      settings: { requireLogin: false },
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const formSlug = ((await form.json()) as { form: { slug: string } }).form.slug;
  return { member, stamp, newsSlug, questionId, listingId, formSlug };
}

test('a visitor switches to हिन्दी and every screen speaks Hindi, as does a member after signing in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const content = await hindiContent(request);

  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).last().click();
  await expectAllHindi(page, '/');
  // The choice stays over a reload.
  await page.reload();
  await expectAllHindi(page, '/ after a reload');

  for (const path of [
    '/login',
    '/register',
    `/latest-events?search=${content.stamp}`,
    `/news/${content.newsSlug}`,
    `/questions?search=${content.stamp}`,
    `/questions/${content.questionId}`,
    '/matrimonial?search=%E0%A4%B0%E0%A4%AE%E0%A5%87%E0%A4%B6',
    '/upgrade-membership',
    '/service-listings',
  ]) {
    await page.goto(path);
    await expectAllHindi(page, path);
  }

  // A public form, sent empty: its errors are Hindi too.
  await page.goto(`/forms/${content.formSlug}`);
  await expectAllHindi(page, '/forms/{slug}');
  await page.locator('form button[type="submit"]').last().click();
  await expect(page.locator('[role="alert"], [aria-invalid="true"]').first()).toBeVisible();
  await expectAllHindi(page, '/forms/{slug} with its errors');

  // Signed in, the member's screens.
  await page.goto('/login');
  await page.locator('input[type="tel"]').fill(content.member.phoneNumber);
  await page.locator('input[type="password"]').fill(content.member.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/profile/);
  // The directory's city and trade chips are the members' own words.
  const directory = `/directory?search=${encodeURIComponent(content.member.name)}`;
  await page.goto(directory);
  await expectAllHindi(page, directory, `${CONTENT_LINKS}, main [role="group"] button`);
  for (const path of [
    '/profile',
    `/service-listings?search=${content.stamp}`,
    `/service-listings/${content.listingId}`,
    '/matrimonial/register',
    '/referral',
    '/upgrade-membership',
    `/user-profile/${content.member.id}`,
  ]) {
    await page.goto(path);
    await expectAllHindi(page, path);
  }
});

test("a member's choice of हिन्दी follows them to another browser, and the server answers them in Hindi", async ({
  page,
  browser,
  request,
}) => {
  const member = await registerViaApi(request, { name: 'सुनीता वर्मा', occupation: 'शिक्षिका' });
  await page.goto('/login');
  await page.locator('input[type="tel"]').fill(member.phoneNumber);
  await page.locator('input[type="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/profile/);
  await page.getByRole('button', { name: 'हिन्दी' }).last().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(async () => {
      const me = await request.get('/api/profile/me', { headers: { Authorization: `Bearer ${member.token}` } });
      return ((await me.json()) as { user: { language?: string } }).user.language;
    })
    .toBe('hi');

  // Another phone, English by its own settings: signing in brings the member's Hindi.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await phone.locator('input[type="tel"]').fill(member.phoneNumber);
  await phone.locator('input[type="password"]').fill(member.password);
  await phone.locator('form button[type="submit"]').first().click();
  await expect(phone).toHaveURL(/\/profile/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expectAllHindi(phone, '/profile on another browser');
  await other.close();

  // The server's own messages follow the member's choice, whatever the browser asks for; `type` stays the same.
  const refused = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${member.token}`, 'Accept-Language': 'en' },
    data: {},
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { message: string; type: string };
  expect(body.type).toBe('VALIDATION_ERROR');
  expect(body.message).toMatch(/[\u0900-\u097F]/);
});

test('switching language redraws the screen in place: what was typed stays', async ({ page }) => {
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const name = page.locator('form input').first();
  await name.fill('रमेश शर्मा');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('form input').first()).toHaveValue('रमेश शर्मा');
  await expect(page).toHaveURL(/\/register$/);
  // And back, without a reload either.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('form input').first()).toHaveValue('रमेश शर्मा');
});
