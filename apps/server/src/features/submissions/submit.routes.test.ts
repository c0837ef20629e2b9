import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, FORM_SPAM } from '@sangam/shared/form-messages';
import { t } from '../../lib/i18n.ts';
import { createHash } from 'node:crypto';
import { meetsDifficulty } from '@sangam/shared/form-captcha';
import { MemoryCounters } from '../../lib/counters.ts';
import { buildTestApp, bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { form as multipart, jpegBytes, pdfBytes, pngBytes, dataUrl } from '../../test/files.ts';
import { testTransports } from '../../test/messages.ts';
import { makeForm, registrationForm, validAnswers, submitAnswers } from '../../test/forms.ts';

let now = Date.now();
const ctx = useTestApp({ admin: 'admin' }, {}, { counters: new MemoryCounters(() => now) });

const submit = (slug: string, payload: object, token?: string) => submitAnswers(ctx.app, slug, payload, token);
const stored = (formId: string) =>
  ctx.app.db.selectFrom('submissions').selectAll().where('formId', '=', formId).orderBy('createdAt').execute();
const countOf = async (formId: string) =>
  (await ctx.app.db.selectFrom('forms').select('submissionCount').where('id', '=', formId).executeTakeFirstOrThrow())
    .submissionCount;

describe('POST /api/forms/submit/{slugOrId}', () => {
  it('stores a visitor submission as pending, with the form success message; by id as well as slug', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: false, successMessage: 'See you at the meet!' } }),
    );
    const res = await submit(slug, { ...validAnswers, submitterInfo: { name: 'Asha', email: 'asha@example.com' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      submission: { _id: expect.any(String) },
      message: 'See you at the meet!',
      redirectUrl: '',
    });
    expect((await submit(id, validAnswers)).statusCode).toBe(201);
    const rows = await stored(id);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    // A visitor is named from the form's own name and email fields (spec section 6), sent info or not.
    expect(rows[0]).toMatchObject({ submitterName: 'Asha Kamble', submitterEmail: 'asha@example.com', userId: null });
    expect(rows[1]).toMatchObject({ submitterName: 'Asha Kamble', submitterEmail: 'asha@example.com' });
    expect(JSON.parse(rows[0]!.data)).toEqual({
      name: 'Asha Kamble',
      email: 'asha@example.com',
      member: 'no',
      guests: 2,
    });
    expect(await countOf(id)).toBe(2);
  });

  it('runs the filler checks per field with the spec messages; nothing stored', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const res = await submit(slug, { name: 'A', email: 'not-mail', member: 'maybe', guests: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Minimum 2 characters required',
      email: t('en', FORM_MESSAGES.email),
      member: t('en', FORM_MESSAGES.option),
      guests: 'Maximum value is 4',
    });
    const empty = await submit(slug, { name: '   ', guests: 'lots' });
    expect(empty.json().fields).toEqual({
      name: t('en', FORM_MESSAGES.required),
      email: t('en', FORM_MESSAGES.required),
      member: t('en', FORM_MESSAGES.required),
      guests: t('en', FORM_MESSAGES.number),
    });
    expect(await stored(id)).toEqual([]);
  });

  it('requires a field shown by its rule, drops a hidden one and unknown ids', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const shown = await submit(slug, { ...validAnswers, member: 'yes' });
    expect(shown.json().fields).toEqual({ memberId: t('en', FORM_MESSAGES.required) });
    const hidden = await submit(slug, {
      ...validAnswers,
      member: 'no',
      memberId: 'M-42',
      isAdmin: true,
      __proto__x: 1,
    });
    expect(hidden.statusCode).toBe(201);
    const [row] = await stored(id);
    expect(JSON.parse(row!.data)).toEqual(validAnswers);
  });

  it('refuses visitors on login-only forms with the spec message; members submit once unless allowed', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: true } }),
    );
    const visitor = await submit(slug, validAnswers);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to submit this form');
    const member = await makeMember(ctx.app, 'free', { email: 'm@example.com' });
    expect((await submit(slug, validAnswers, member.token)).statusCode).toBe(201);
    const second = await submit(slug, validAnswers, member.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(t('en', FORM_MESSAGES.alreadySubmitted));
    const [row] = await stored(id);
    expect(row).toMatchObject({ userId: member.row.id, submitterName: 'Free Member', submitterEmail: 'm@example.com' });
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await submit(slug, validAnswers, suspended.token)).statusCode).toBe(403);

    const many = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { allowMultipleSubmissions: true } }),
    );
    expect((await submit(many.slug, validAnswers, member.token)).statusCode).toBe(201);
    expect((await submit(many.slug, validAnswers, member.token)).statusCode).toBe(201);
  });

  it('two racing submissions of one member: one is stored', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: true } }),
    );
    const member = await makeMember(ctx.app, 'premium');
    const codes = (await Promise.all([1, 2, 3].map(() => submit(slug, validAnswers, member.token)))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409, 409]);
    expect(await stored(id)).toHaveLength(1);
  });

  it('stops at the submission limit with 409, even when racing', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: false, submissionLimit: 2 } }),
    );
    const codes = (await Promise.all([1, 2, 3, 4].map(() => submit(slug, validAnswers)))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 201, 409, 409]);
    const over = await submit(slug, validAnswers);
    expect(over.json().message).toBe(t('en', FORM_MESSAGES.limitReached));
    expect(await countOf(id)).toBe(2);
  });

  it('refuses forms that are not active (404) or outside their dates (409)', async () => {
    const draft = await makeForm(ctx.app, ctx.admin.row.id, registrationForm({ status: 'draft' }));
    expect((await submit(draft.slug, validAnswers)).statusCode).toBe(404);
    const ended = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({
        settings: { requireLogin: false, endDate: new Date(Date.now() - 3 * 86_400_000).toISOString() },
      }),
    );
    const res = await submit(ended.slug, validAnswers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t('en', FORM_MESSAGES.closed));
    const later = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({
        settings: { requireLogin: false, startDate: new Date(Date.now() + 86_400_000).toISOString() },
      }),
    );
    expect((await submit(later.slug, validAnswers)).statusCode).toBe(409);
    expect((await submit('nothing-here', validAnswers)).statusCode).toBe(404);
  });
});

describe('versions', () => {
  it('keeps the labels a submission was made with after the field is renamed or removed', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    expect((await submit(slug, validAnswers)).statusCode).toBe(201);
    const edited = registrationForm();
    edited.fields = [
      { id: 'name', type: 'text', label: 'Your name' },
      { id: 'city', type: 'text', label: 'City' },
    ];
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/forms/${id}`,
          headers: bearer(ctx.admin.token),
          payload: edited,
        })
      ).statusCode,
    ).toBe(200);
    expect((await submit(slug, { name: 'Ravi', city: 'Pune', email: 'gone@x.in' })).statusCode).toBe(201);
    const list = await ctx.app.inject({
      url: `/api/submissions/form/${id}?sort=createdAt`,
      headers: bearer(ctx.admin.token),
    });
    const [old, recent] = list.json().submissions;
    expect(old.version).toBe(1);
    expect(old.fields.map((f: { label: string }) => f.label)).toEqual([
      'Full name',
      'Email',
      'Are you a member?',
      'Member number',
      'Guests',
    ]);
    expect(old.data).toEqual(validAnswers);
    expect(recent.version).toBe(2);
    expect(recent.fields.map((f: { label: string }) => f.label)).toEqual(['Your name', 'City']);
    expect(recent.data).toEqual({ name: 'Ravi', city: 'Pune' });
    // A save that changes nothing makes no version.
    await ctx.app.inject({ method: 'PUT', url: `/api/forms/${id}`, headers: bearer(ctx.admin.token), payload: edited });
    expect(
      await ctx.app.db.selectFrom('formVersions').select('version').where('formId', '=', id).execute(),
    ).toHaveLength(2);
  });
});

describe('spam defence', () => {
  const token = async (slug: string) => (await ctx.app.inject({ url: `/api/forms/public/${slug}` })).json();

  it('accepts a filled honeypot silently but stores it as spam, not counted', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const res = await submit(slug, { ...validAnswers, [FORM_SPAM.honeypotKey]: 'http://buy.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().submission._id).toEqual(expect.any(String));
    expect((await stored(id)).map((r) => r.status)).toEqual(['spam']);
    expect(await countOf(id)).toBe(0);
  });

  it('a form returned faster than a person can fill it is refused (nothing stored); after the minimum time it is pending', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const { fillToken } = await token(slug);
    const quick = await submit(slug, { ...validAnswers, _token: fillToken, _honeypot: '' });
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toMatchObject({ message: t('en', FORM_MESSAGES.tooFast), type: 'TOO_FAST' });
    expect(await stored(id)).toEqual([]);
    const realNow = Date.now;
    Date.now = () => realNow() + FORM_SPAM.minFillMs + 500;
    try {
      expect((await submit(slug, { ...validAnswers, _token: fillToken, _honeypot: '' })).statusCode).toBe(201);
    } finally {
      Date.now = realNow;
    }
    expect((await stored(id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('a forged token proves nothing: judged as a plain submission', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    expect((await submit(slug, { ...validAnswers, _token: 'abc.def' })).statusCode).toBe(201);
    expect((await stored(id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('with captcha on, refuses a submission without a solved proof of work; a solution submits once', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: false, captcha: true } }),
    );
    const publicForm = await token(slug);
    expect(publicForm.captcha).toEqual({ challenge: expect.any(String), bits: FORM_SPAM.captchaBits });
    const missing = await submit(slug, validAnswers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(t('en', FORM_MESSAGES.captchaRequired));
    // The browser solves it with solveProofOfWork (Web Crypto); Node's synchronous hash is quicker in a test.
    let nonce = 0;
    const hash = (n: number) => createHash('sha256').update(`${publicForm.captcha.challenge}:${n}`).digest('hex');
    while (!meetsDifficulty(hash(nonce), publicForm.captcha.bits)) nonce++;
    const realNow = Date.now;
    Date.now = () => realNow() + FORM_SPAM.minFillMs + 500;
    try {
      const wrong = await submit(slug, { ...validAnswers, _token: publicForm.fillToken, _captcha: 'wrong' });
      expect(wrong.statusCode).toBe(400);
      const ok = await submit(slug, { ...validAnswers, _token: publicForm.fillToken, _captcha: nonce });
      expect(ok.statusCode).toBe(201);
      const replay = await submit(slug, { ...validAnswers, _token: publicForm.fillToken, _captcha: nonce });
      expect(replay.statusCode).toBe(400);
    } finally {
      Date.now = realNow;
    }
    expect((await stored(id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('limits one address to 60 submissions per 10 minutes, then 429 until the window ends', async () => {
    const local = await buildTestApp({}, { counters: new MemoryCounters(() => now) });
    const boss = await makeMember(local, 'admin');
    const { slug } = await makeForm(
      local,
      boss.row.id,
      registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } }),
    );
    const send = () => local.inject({ method: 'POST', url: `/api/forms/submit/${slug}`, payload: validAnswers });
    for (let i = 0; i < FORM_SPAM.ipLimit; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    now += FORM_SPAM.ipWindowMs + 1;
    expect((await send()).statusCode).toBe(201);
    await local.dispose();
  });
});

describe('file and signature fields', () => {
  const fileForm = () =>
    registrationForm({
      settings: { requireLogin: false },
      fields: [
        { id: 'name', type: 'text', label: 'Name', required: true },
        { id: 'resume', type: 'file', label: 'Resume', required: true },
        { id: 'sign', type: 'signature', label: 'Signature' },
      ],
    });
  const upload = async (slug: string, bytes: Buffer, filename: string, type: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/forms/files/${slug}?field=resume`,
      payload: multipart([{ name: 'file', bytes, filename, type }]),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('uploads through the pipeline, claims the file once, stores the signature as an image; admins get signed URLs', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id, fileForm());
    const res = await upload(slug, pdfBytes(), 'cv.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    const file = res.json().file;
    expect(file).toMatchObject({ name: 'cv.pdf', contentType: 'application/pdf' });
    const sign = dataUrl(await pngBytes(), 'image/png');
    const ok = await submit(slug, { name: 'Asha', resume: file, sign });
    expect(ok.statusCode).toBe(201);
    const again = await submit(slug, { name: 'Asha', resume: file });
    expect(again.json().fields).toEqual({ resume: t('en', FORM_MESSAGES.file) });
    const forged = await submit(slug, { name: 'Asha', resume: { id: 'a'.repeat(24), name: 'x.pdf' } });
    expect(forged.statusCode).toBe(400);
    const list = (
      await ctx.app.inject({ url: `/api/submissions/form/${id}`, headers: bearer(ctx.admin.token) })
    ).json();
    const submission = list.submissions[0];
    const data = submission.data;
    expect(data.resume).toMatchObject({
      id: file.id,
      name: 'cv.pdf',
      url: expect.stringContaining(`/api/forms/submission-files/${submission._id}/resume?exp=`),
    });
    expect(data.sign).toMatchObject({ contentType: 'image/jpeg', url: expect.stringContaining('/sign?exp=') });
    expect((await ctx.app.inject({ url: data.sign.url })).headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ url: `/api/media/${file.id}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: data.resume.url })).statusCode).toBe(200);
  });

  it('refuses wrong kinds, and visitors on login-only forms; a member cannot claim a visitor file', async () => {
    const { slug } = await makeForm(ctx.app, ctx.admin.row.id, fileForm());
    const svg = await upload(slug, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    const image = (await upload(slug, await jpegBytes(), 'me.jpg', 'image/jpeg')).json().file;
    const member = await makeMember(ctx.app, 'free');
    expect((await submit(slug, { name: 'M', resume: image }, member.token)).statusCode).toBe(400);
    const login = await makeForm(ctx.app, ctx.admin.row.id, { ...fileForm(), settings: { requireLogin: true } });
    expect((await upload(login.slug, pdfBytes(), 'cv.pdf', 'application/pdf')).statusCode).toBe(401);
    const noFiles = await makeForm(ctx.app, ctx.admin.row.id);
    expect((await upload(noFiles.slug, pdfBytes(), 'cv.pdf', 'application/pdf')).statusCode).toBe(400);
  });
});

describe('e-mail notifications', () => {
  it('queue a mail in the outbox with the submit; the job delivers it later', async () => {
    const { slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({
        settings: {
          requireLogin: false,
          emailNotification: { enabled: true, recipients: ['sec@example.com'], subject: 'New registration' },
        },
      }),
    );
    const before = await ctx.app.db.selectFrom('outbox').select('id').execute();
    expect((await submit(slug, validAnswers)).statusCode).toBe(201);
    const rows = await ctx.app.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').execute();
    expect(rows.length).toBe(before.length + 1);
    const mail = rows.at(-1)!;
    expect(JSON.parse(mail.recipients)).toEqual(['sec@example.com']);
    expect(mail.subject).toBe('New registration');
    expect(mail.body).toContain('Full name: Asha Kamble');
    const { Outbox } = await import('../outbox/outbox.service.ts');
    const sent: string[] = [];
    await new Outbox(ctx.app.db, {
      ...testTransports(ctx.app),
      mail: async (m) => void sent.push(m.subject),
    }).deliverDue();
    expect(sent).toContain('New registration');
    expect(
      (await ctx.app.db.selectFrom('outbox').select('status').where('id', '=', mail.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('sent');
  });
});

describe('a submitter reading Hindi (Accept-Language: hi)', () => {
  const inHindi = (slug: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/forms/submit/${slug}`,
      payload,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });

  it("gets the reply's message and every field's message in Hindi, with the type and field keys unchanged", async () => {
    const { slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const wrong = { name: 'A', email: 'not-mail', member: 'maybe', guests: 9 };
    const english = await submit(slug, wrong);
    const hindi = await inHindi(slug, wrong);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({
      message: 'कृपया लाल निशान वाले फ़ील्ड ठीक करें',
      type: english.json().type,
      fields: {
        name: 'कम से कम 2 अक्षर ज़रूरी हैं',
        email: 'कृपया सही ईमेल पता डालें',
        member: 'कृपया दिए गए विकल्पों में से एक चुनें',
        guests: 'संख्या ज़्यादा से ज़्यादा 4 हो सकती है',
      },
    });
    const empty = await inHindi(slug, {});
    expect(empty.json().fields.name).toBe('यह फ़ील्ड भरना ज़रूरी है');
  });

  it('says a closed form and a login-only form in Hindi (409 and 401, types unchanged)', async () => {
    const ended = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({
        settings: { requireLogin: false, endDate: new Date(Date.now() - 3 * 86_400_000).toISOString() },
      }),
    );
    const closed = await inHindi(ended.slug, validAnswers);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      message: 'यह फ़ॉर्म अभी जवाब नहीं ले रहा है',
      type: (await submit(ended.slug, validAnswers)).json().type,
    });
    const loginOnly = await makeForm(ctx.app, ctx.admin.row.id, registrationForm({ settings: { requireLogin: true } }));
    const visitor = await inHindi(loginOnly.slug, validAnswers);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('यह फ़ॉर्म भेजने के लिए कृपया लॉग इन करें');
  });

  it("thanks in Hindi with the builder's default message; an admin's own message stays as written", async () => {
    const plain = await makeForm(ctx.app, ctx.admin.row.id);
    const thanked = await inHindi(plain.slug, validAnswers);
    expect(thanked.statusCode).toBe(201);
    expect(thanked.json().message).toBe('फ़ॉर्म भरने के लिए धन्यवाद!');
    expect((await submit(plain.slug, validAnswers)).json().message).toBe('Thank you for your submission!');
    const own = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: false, successMessage: 'See you at the meet!' } }),
    );
    expect((await inHindi(own.slug, validAnswers)).json().message).toBe('See you at the meet!');
  });
});
