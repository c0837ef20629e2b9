import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { makeForm, registrationForm } from '../../test/forms.ts';

// Links shared on WhatsApp: a question, a poll, a form and every list page preview with their own words, and the
// picture is an absolute URL from PUBLIC_URL (WhatsApp shows none for a relative one).

const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>संगम | Sangam</title>
    <meta name="description" content="default description" />
    <meta property="og:title" content="default" />
    <meta property="og:image" content="/og-image.png" />
  </head><body><div id="root"></div></body></html>`,
);

const ctx = useTestApp({ author: 'free', admin: 'admin' }, { webDist });
const page = async (url: string) => (await ctx.app.inject({ url, headers: { host: 'evil.example' } })).body;
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

async function ask(payload: object) {
  const reply = await ctx.app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: bearer(ctx.author.token),
    payload: { content: 'Current account with low fees, in Nagpur.', tags: ['banking'], ...payload },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ question: { _id: string } }>().question._id;
}

describe('link previews', () => {
  it("shows a question's title and words, and a poll's options", async () => {
    const id = await ask({ title: 'Which bank is best for a small shop?' });
    const html = await page(`/questions/${id}`);
    expect(html).toContain('<title>Which bank is best for a small shop? | Sangam</title>');
    expect(meta(html, 'og:description')).toBe('Current account with low fees, in Nagpur.');
    expect(meta(html, 'og:image')).toBe('https://sangam.example/og-image.png');
    expect(meta(html, 'og:url')).toBe(`https://sangam.example/questions/${id}`);

    const poll = await ask({
      title: 'Picnic on which day?',
      type: 'poll',
      pollOptions: ['Saturday', 'Sunday'],
      pollExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(meta(await page(`/questions/${poll}`), 'og:description')).toBe(
      'Poll: Saturday · Sunday. Current account with low fees, in Nagpur.',
    );
    // Shared from Hindi: the card's own word is Hindi, the member's words stay as written.
    expect(meta(await page(`/questions/${poll}?lang=hi`), 'og:description')).toBe(
      'पोल: Saturday · Sunday। Current account with low fees, in Nagpur.',
    );
  });

  it('keeps a hidden question out of the card', async () => {
    const id = await ask({ title: 'A question the admin hides' });
    await ctx.app.db.updateTable('questions').set({ status: 'hidden' }).where('id', '=', id).execute();
    const html = await page(`/questions/${id}`);
    expect(html).not.toContain('A question the admin hides');
    expect(meta(html, 'og:title')).toBe('Sangam – Community Network');
  });

  it("shows an active form's title and description, never a draft's", async () => {
    const active = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ title: 'Annual Meet 2027', description: 'Register your family for the meet.' }),
    );
    const html = await page(`/forms/${active.slug}`);
    expect(meta(html, 'og:title')).toBe('Annual Meet 2027 | Sangam');
    expect(meta(html, 'og:description')).toBe('Register your family for the meet.');

    const draft = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ title: 'Secret draft', status: 'draft' }),
    );
    expect(await page(`/forms/${draft.slug}`)).not.toContain('Secret draft');
  });

  it.each([
    ['/service-listings', 'Business Directory | Sangam'],
    ['/matrimonial', 'Matrimonial | Sangam'],
    ['/latest-events', 'Latest News &amp; Events | Sangam'],
    ['/questions', 'Questions &amp; Answers | Sangam'],
  ])('names the list page %s', async (url, title) => {
    const html = await page(url);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:image')).toBe('https://sangam.example/og-image.png');
  });

  it('says a form without a description in the language of the link', async () => {
    const form = await makeForm(ctx.app, ctx.admin.row.id, registrationForm({ title: 'Blood Donation Camp' }));
    await ctx.app.db.updateTable('forms').set({ description: '' }).where('id', '=', form.id).execute();
    expect(meta(await page(`/forms/${form.slug}`), 'og:description')).toBe('Fill in Blood Donation Camp online.');
    expect(meta(await page(`/forms/${form.slug}?lang=hi`), 'og:description')).toBe('Blood Donation Camp ऑनलाइन भरें।');
  });

  it('gives the home page and every other page an absolute picture', async () => {
    for (const url of ['/', '/matrimonial/profile/abc']) {
      expect(meta(await page(url), 'og:image')).toBe('https://sangam.example/og-image.png');
    }
  });
});
