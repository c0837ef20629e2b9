import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import { PRIVACY_MESSAGES } from '@sangam/shared/privacy';
import { newId } from '../../lib/ids.ts';
import { t } from '../../lib/i18n.ts';
import { nowIso } from '../../lib/time.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp, type Member } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { makeNews } from '../../test/news.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { makeForm, registrationForm, submitAnswers } from '../../test/forms.ts';
import { fakeBrowser, subscribePush } from '../../test/push.ts';
import { dataExportJob } from './data-export.jobs.ts';
import { runPendingExports } from './data-export.service.ts';

const OLD = new Date(Date.now() - 60 * 86_400_000).toISOString();
const ctx = useTestApp({
  a: ['free', { name: 'Asha Exporter', phoneNumber: '9811100001', email: 'asha.exporter@example.com', createdAt: OLD }],
  b: [
    'free',
    { name: 'Bharat Outsider', phoneNumber: '9822200002', email: 'bharat.outsider@example.com', createdAt: OLD },
  ],
  viewer: ['premium', { name: 'Chitra Viewer', createdAt: OLD }],
  admin: ['admin', { name: 'Export Admin', createdAt: OLD }],
});

const quiet = { info: () => {}, error: () => {} };
const runJob = () => runPendingExports(ctx.app.db, quiet);

afterEach(() => {
  vi.useRealTimers();
});

const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Every entry of a ZIP, read with yauzl. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function storeMedia(ownerId: string, bytes: Buffer, contentType: string, filename: string | null = null) {
  const id = newId();
  await ctx.app.db
    .insertInto('media')
    .values({
      id,
      ownerId,
      kind: contentType === 'application/pdf' ? 'pdf' : 'image',
      access: 'private',
      contentType,
      bytes,
      byteSize: bytes.length,
      width: 0,
      height: 0,
      filename,
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

type Seeded = { strings: string[]; files: Buffer[]; profileId: string; pushKey: string };

/**
 * Everything a member can have, each text carrying the member's word (so another member's copy can be searched
 * for it) and each file with bytes of its own.
 */
async function seedEverything(member: Member, word: string, formSlug: string): Promise<Seeded> {
  const db = ctx.app.db;
  const userId = member.row.id;
  const now = nowIso();
  const file = () => randomBytes(2048);
  const [photo, listingImage, matPhoto, biodata, formFile] = [file(), file(), file(), file(), file()];

  const photoId = await storeMedia(userId, photo, 'image/jpeg');
  await db
    .updateTable('users')
    .set({ profileImageId: photoId, address: `${word} House, Pune` })
    .where('id', '=', userId)
    .execute();

  await db
    .insertInto('consents')
    .values([
      {
        id: newId(),
        userId,
        purpose: 'terms',
        version: '2024-05',
        granted: 1,
        subjectId: null,
        onBehalfOf: null,
        at: now,
      },
      {
        id: newId(),
        userId,
        purpose: 'marketing',
        version: '2024-05',
        granted: 0,
        subjectId: null,
        onBehalfOf: null,
        at: now,
      },
    ])
    .execute();

  const listingImageId = await storeMedia(userId, listingImage, 'image/png');
  await makeListing(ctx.app, userId, {
    title: `${word} Tailoring`,
    contactPhone: member.row.phoneNumber,
    imageId: listingImageId,
  });

  const questionId = newId();
  await db
    .insertInto('questions')
    .values({
      id: questionId,
      slug: `q-${questionId}`,
      authorId: userId,
      title: `${word} asks about the temple fair`,
      content: `${word} question body`,
      type: 'poll',
      category: 'general',
      priority: 'normal',
      featured: 0,
      status: 'active',
      tags: 'fair',
      pollExpiresAt: null,
      allowMultipleVotes: 0,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('pollOptions')
    .values([
      { questionId, optionIndex: 0, option: `${word} option one` },
      { questionId, optionIndex: 1, option: `${word} option two` },
    ])
    .execute();
  await db
    .insertInto('answers')
    .values({
      id: newId(),
      questionId,
      authorId: userId,
      content: `${word} answer text`,
      status: 'active',
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('comments')
    .values({
      id: newId(),
      subjectType: 'question',
      subjectId: questionId,
      userId,
      content: `${word} comment text`,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('likes')
    .values({ subjectType: 'question', subjectId: questionId, userId, createdAt: now })
    .execute();
  await db.insertInto('pollVotes').values({ questionId, optionIndex: 1, userId, single: 1, createdAt: now }).execute();

  const { id: newsId } = await makeNews(ctx.app, { title: `${word} Diwali meet`, category: 'event' });
  await db.insertInto('newsAttendees').values({ newsId, userId, createdAt: now }).execute();

  const profileId = newId();
  await db
    .insertInto('matrimonialProfiles')
    .values({
      id: profileId,
      userId,
      profileType: 'self',
      fullName: `${word} Matri Name`,
      dateOfBirth: '1995-03-04',
      gender: word === 'Asha' ? 'female' : 'male',
      height: '5 ft 4 in',
      weight: '',
      contactNumber: member.row.phoneNumber,
      email: '',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      caste: '',
      subCaste: '',
      religion: '',
      education: `${word} degree`,
      occupation: 'Teacher',
      income: '',
      familyType: 'nuclear',
      fatherOccupation: '',
      motherOccupation: '',
      siblings: '{}',
      aboutMe: `${word} about me`,
      partnerPreferences: '{}',
      biodataMediaId: await storeMedia(userId, biodata, 'application/pdf', 'biodata.pdf'),
      approvalStatus: 'approved',
      cityKey: 'pune',
      stateKey: 'maharashtra',
      casteKey: '',
      educationKey: '',
      occupationKey: 'teacher',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('matrimonialPhotos')
    .values({ profileId, position: 0, mediaId: await storeMedia(userId, matPhoto, 'image/jpeg') })
    .execute();

  await db
    .insertInto('payments')
    .values({
      id: newId(),
      userId,
      memberName: member.row.name,
      plan: 'premium_yearly',
      amount: 99_900,
      currency: 'INR',
      status: 'paid',
      provider: 'test',
      providerOrderId: `order_${word}`,
      providerPaymentId: `pay_${word}`,
      receiptNumber: `SGM/2026-27/${word}`,
      paidAt: now,
      periodStart: now,
      periodEnd: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();

  const submitted = await submitAnswers(
    ctx.app,
    formSlug,
    { name: `${word} Formfiller`, email: `${word.toLowerCase()}.form@example.com`, member: 'no', guests: 1 },
    member.token,
  );
  expect(submitted.statusCode, submitted.body).toBe(201);
  const submissionId = submitted.json().submission._id as string;
  await db
    .insertInto('submissionFiles')
    .values({ submissionId, fieldId: 'name', mediaId: await storeMedia(userId, formFile, 'application/pdf', 'id.pdf') })
    .execute();

  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      userId,
      kind: 'listing_approved',
      groupKey: null,
      subject: null,
      actorId: null,
      params: JSON.stringify({ title: `${word} Tailoring` }),
      link: `/listings/${word}`,
      readAt: null,
      createdAt: now,
    })
    .execute();

  const browser = fakeBrowser();
  const device = await subscribePush(ctx.app, member.token, `https://push.example.net/send/${word}`, {
    browser,
    userAgent: `${word} Phone Browser`,
  });
  expect(device.statusCode, device.body).toBe(201);

  return {
    pushKey: browser.p256dh,
    strings: [
      member.row.name,
      member.row.phoneNumber,
      member.row.email!,
      `${word} House, Pune`,
      `${word} Tailoring`,
      `${word} asks about the temple fair`,
      `${word} question body`,
      `${word} option two`,
      `${word} answer text`,
      `${word} comment text`,
      `${word} Diwali meet`,
      `${word} Matri Name`,
      `${word} about me`,
      `SGM/2026-27/${word}`,
      `${word} Formfiller`,
      `/listings/${word}`,
      `${word} Phone Browser`,
    ],
    files: [photo, listingImage, matPhoto, biodata, formFile],
    profileId,
  };
}

async function download(url: string, token?: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

/** Asks for a copy as the member, runs the job, and answers the member's list's first export. */
async function readyExportOf(member: Member) {
  const started = await send('POST', '/api/profile/export', member.token);
  expect(started.statusCode, started.body).toBe(202);
  await runJob();
  const list = await send('GET', '/api/profile/exports', member.token);
  expect(list.statusCode).toBe(200);
  return list.json().exports[0] as { _id: string; status: string; downloadUrl: string | null; expiresAt: string };
}

describe('a copy of my data', () => {
  it('holds every listed item and file of the member, and nothing of another member', async () => {
    const { slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } }),
    );
    const a = await seedEverything(ctx.a, 'Asha', slug);
    const b = await seedEverything(ctx.b, 'Bharat', slug);
    const db = ctx.app.db;
    const now = nowIso();

    // Between the two: A sends B's profile an interest, B sends one back with words of B's own, A shortlists and
    // hides B's profile, A referred B, and a premium member and B viewed A's contact details.
    await db
      .insertInto('matrimonialInterests')
      .values([
        {
          id: newId(),
          fromProfileId: a.profileId,
          toProfileId: b.profileId,
          fromUserId: ctx.a.row.id,
          toUserId: ctx.b.row.id,
          message: 'Asha family says namaste',
          status: 'pending',
          createdAt: now,
          respondedAt: null,
        },
        {
          id: newId(),
          fromProfileId: b.profileId,
          toProfileId: a.profileId,
          fromUserId: ctx.b.row.id,
          toUserId: ctx.a.row.id,
          message: 'Bharat family private words',
          status: 'pending',
          createdAt: now,
          respondedAt: null,
        },
      ])
      .execute();
    await db
      .insertInto('matrimonialShortlist')
      .values({ userId: ctx.a.row.id, profileId: b.profileId, createdAt: now })
      .execute();
    await db
      .insertInto('matrimonialHidden')
      .values({ userId: ctx.a.row.id, profileId: b.profileId, createdAt: now, hiddenUntil: '2099-01-01T00:00:00.000Z' })
      .execute();
    await db
      .insertInto('referrals')
      .values({
        id: newId(),
        referrerId: ctx.a.row.id,
        referredId: ctx.b.row.id,
        status: 'completed',
        createdAt: now,
        completedAt: now,
      })
      .execute();
    await db
      .insertInto('contactReveals')
      .values({
        id: newId(),
        viewerId: ctx.viewer.row.id,
        ownerId: ctx.a.row.id,
        subjectType: 'member',
        subjectId: ctx.a.row.id,
        day: now.slice(0, 10),
        createdAt: now,
      })
      .execute();
    await db
      .insertInto('matrimonialContactViews')
      .values({ id: newId(), profileId: a.profileId, viewerId: ctx.viewer.row.id, kind: 'biodata', createdAt: now })
      .execute();

    const ready = await readyExportOf(ctx.a);
    expect(ready.status).toBe('ready');
    expect(ready.downloadUrl).toMatch(/^\/api\/profile\/exports\/[0-9a-f]+\/download\?exp=\d+&sig=/);

    // A plain download link: no bearer header.
    const res = await download(ready.downloadUrl!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sangam-data-${now.slice(0, 10)}.zip"; filename*=UTF-8''sangam-data-${now.slice(0, 10)}.zip`,
    );
    const entries = await unzip(res.rawPayload);
    const json = entries.get('data.json')!.toString('utf8');
    const data = JSON.parse(json);

    for (const text of a.strings) expect(json, text).toContain(text);
    expect(json).toContain('Asha family says namaste');
    expect(data.profile).toMatchObject({
      name: 'Asha Exporter',
      phoneNumber: '9811100001',
      email: 'asha.exporter@example.com',
    });
    expect(data.consents.map((c: { purpose: string; granted: boolean }) => [c.purpose, c.granted])).toEqual([
      ['marketing', false],
      ['terms', true],
    ]);
    for (const key of ['listings', 'questions', 'answers', 'comments', 'likes', 'pollVotes', 'rsvps']) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.matrimonialProfiles).toHaveLength(1);
    expect(data.interests.sent).toEqual([expect.objectContaining({ toProfileId: b.profileId, status: 'pending' })]);
    expect(data.interests.received).toEqual([expect.objectContaining({ fromProfileId: b.profileId })]);
    expect(data.shortlist).toEqual([expect.objectContaining({ profileId: b.profileId })]);
    expect(data.hidden).toEqual([expect.objectContaining({ profileId: b.profileId })]);
    expect(data.payments).toEqual([expect.objectContaining({ receiptNumber: 'SGM/2026-27/Asha', amount: 99_900 })]);
    expect(data.referrals).toMatchObject({ code: ctx.a.row.referralCode, referred: [{ status: 'completed' }] });
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'listing_approved' })]);
    // The browsers with push on, without their keys.
    expect(data.pushDevices).toEqual([
      { userAgent: 'Asha Phone Browser', createdAt: expect.any(String), lastSentAt: null },
    ]);
    expect(json).not.toContain(a.pushKey);
    expect(data.formSubmissions).toHaveLength(1);
    expect(data.formSubmissions[0].answers).toContainEqual({ field: 'Full name', answer: 'Asha Formfiller' });
    expect(data.contactViews).toEqual([
      expect.objectContaining({ viewer: 'Chitra Viewer', what: 'member' }),
      expect.objectContaining({ viewer: 'Chitra Viewer', what: 'matrimonial biodata' }),
    ]);

    // Each file, under files/ with a readable name, byte for byte.
    const paths = [...entries.keys()].filter((p) => p !== 'data.json');
    expect(paths.sort()).toEqual(
      [
        'files/forms/annual-meet-registration-' + now.slice(0, 10) + '-full-name.pdf',
        'files/listings/asha-tailoring.png',
        'files/matrimonial/asha-matri-name-biodata.pdf',
        'files/matrimonial/asha-matri-name-photo-1.jpg',
        'files/profile/profile-photo.jpg',
      ].sort(),
    );
    const stored = paths.map((p) => entries.get(p)!);
    for (const bytes of a.files) expect(stored.some((s) => s.equals(bytes))).toBe(true);

    // Nothing of B: no text, no file.
    for (const text of [...b.strings, 'Bharat family private words']) expect(json, text).not.toContain(text);
    for (const bytes of b.files) expect(stored.some((s) => s.equals(bytes))).toBe(false);
  });

  it('is once a day: the second ask the same day is 429 with Retry-After; an admin-run one does not count', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const admin = await send('POST', `/api/admin/users/${member.row.id}/export`, ctx.admin.token, {
      reason: 'Letter dated 1 December asking for a copy',
    });
    expect(admin.statusCode, admin.body).toBe(202);
    const first = await send('POST', '/api/profile/export', member.token);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({
      message: t('en', PRIVACY_MESSAGES.exportStarted),
      export: expect.objectContaining({ status: 'pending', downloadUrl: null, readyAt: null }),
    });
    const second = await send('POST', '/api/profile/export', member.token);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(t('en', PRIVACY_MESSAGES.exportLimit));
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The member's list shows their own ask only.
    const list = (await send('GET', '/api/profile/exports', member.token)).json().exports;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'pending', downloadUrl: null });
  });

  it('lets a deactivated member take their data; a visitor is 401', async () => {
    const member = await makeMember(ctx.app, 'deactivated', { createdAt: OLD });
    expect((await send('POST', '/api/profile/export', member.token)).statusCode).toBe(202);
    expect((await send('POST', '/api/profile/export')).statusCode).toBe(401);
    expect((await send('GET', '/api/profile/exports')).statusCode).toBe(401);
  });

  it('notifies the member with a link to Privacy Settings once the job has made it', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    await send('POST', '/api/profile/export', member.token);
    expect(await notificationsOf(ctx.app, member.row.id)).toEqual([]);
    await runJob();
    expect(await notificationsOf(ctx.app, member.row.id)).toEqual([
      expect.objectContaining({ kind: 'data_export_ready', link: '/profile/privacy', params: {} }),
    ]);
    const bell = (await send('GET', '/api/notifications', member.token)).json();
    expect(bell.notifications[0]).toMatchObject({
      kind: 'data_export_ready',
      text: 'A copy of your data is ready. Download it within 24 hours.',
    });
  });

  it('refuses the link with a wrong signature (403), with another member signed in (403), unknown (404)', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const ready = await readyExportOf(member);
    const wrong = ready.downloadUrl!.replace(/sig=.*/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const refused = await download(wrong);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('en', PRIVACY_MESSAGES.exportLinkInvalid));
    expect((await download(ready.downloadUrl!.replace(/exp=\d+/, 'exp=9999999999'))).statusCode).toBe(403);
    expect((await download(ready.downloadUrl!.split('?')[0]!)).statusCode).toBe(403);
    expect((await download(ready.downloadUrl!, ctx.b.token)).statusCode).toBe(403);
    // Its own member signed in may.
    expect((await download(ready.downloadUrl!, member.token)).statusCode).toBe(200);
    const unknown = await download(ready.downloadUrl!.replace(ready._id, newId()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(t('en', PRIVACY_MESSAGES.exportNotFound));
  });

  it('stops working after 24 hours (410) and the list says expired', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const ready = await readyExportOf(member);
    expect((await download(ready.downloadUrl!)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(ready.expiresAt) + 1000 });
    const late = await download(ready.downloadUrl!);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(t('en', PRIVACY_MESSAGES.exportLinkExpired));
    const list = (await send('GET', '/api/profile/exports', member.token)).json().exports;
    expect(list[0]).toMatchObject({ _id: ready._id, status: 'expired', downloadUrl: null });
    // A day on, the member may ask again.
    expect((await send('POST', '/api/profile/export', member.token)).statusCode).toBe(202);
  });

  it('hands out links that work for 15 minutes while the copy lasts 24 hours: the list makes a fresh one', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const ready = await readyExportOf(member);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20 * 60_000 });
    // A link left in the history or forwarded stops working long before the copy does.
    expect((await download(ready.downloadUrl!)).statusCode).toBe(410);
    const list = (await send('GET', '/api/profile/exports', member.token)).json().exports;
    expect(list[0]).toMatchObject({ _id: ready._id, status: 'ready' });
    expect((await download(list[0].downloadUrl)).statusCode).toBe(200);
  });

  it('keeps nothing of a copy once its 24 hours have passed', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const ready = await readyExportOf(member);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(ready.expiresAt) + 1000 });
    await dataExportJob.run({ db: ctx.app.db, log: ctx.app.log });
    const row = await ctx.app.db
      .selectFrom('dataExports')
      .select(['dataJson', 'files'])
      .where('id', '=', ready._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ dataJson: null, files: '[]' });
  });

  it('streams a large file through without trouble (files are read one at a time)', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const big = randomBytes(6 * 1024 * 1024);
    const photoId = await storeMedia(member.row.id, big, 'image/jpeg');
    await ctx.app.db.updateTable('users').set({ profileImageId: photoId }).where('id', '=', member.row.id).execute();
    const ready = await readyExportOf(member);
    const res = await download(ready.downloadUrl!);
    expect(res.statusCode).toBe(200);
    // Streamed: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const entries = await unzip(res.rawPayload);
    expect(entries.get('files/profile/profile-photo.jpg')!.equals(big)).toBe(true);
  });
});

describe('an admin runs the export on a written request', () => {
  it('is audited with the reason, notifies the admin, and its link works for that admin only', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Written Requester', createdAt: OLD });
    const reason = 'Member wrote on 2 December asking for all their data';
    const res = await send('POST', `/api/admin/users/${member.row.id}/export`, ctx.admin.token, { reason });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().export).toMatchObject({ status: 'pending' });
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', member.row.id)
      .where('action', '=', 'user.export')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: ctx.admin.row.id,
        details: reason,
        subjectType: 'user',
        targetName: 'Written Requester',
      }),
    ]);

    // One pending at a time.
    const again = await send('POST', `/api/admin/users/${member.row.id}/export`, ctx.admin.token, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t('en', PRIVACY_MESSAGES.exportPending));

    await runJob();
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toContainEqual(
      expect.objectContaining({
        kind: 'data_export_ready',
        link: '/admin/users',
        params: { name: 'Written Requester' },
      }),
    );
    expect(await notificationsOf(ctx.app, member.row.id)).toEqual([]);

    const list = await send('GET', `/api/admin/users/${member.row.id}/exports`, ctx.admin.token);
    expect(list.statusCode).toBe(200);
    const [made] = list.json().exports;
    expect(made).toMatchObject({ status: 'ready', requestedBy: 'Export Admin', reason });
    const zip = await download(made.downloadUrl, ctx.admin.token);
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse((await unzip(zip.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.profile.name).toBe('Written Requester');
    // Not the member's own link, nor another admin's.
    expect((await download(made.downloadUrl, member.token)).statusCode).toBe(403);
    const otherAdmin = await makeMember(ctx.app, 'admin');
    expect((await download(made.downloadUrl, otherAdmin.token)).statusCode).toBe(403);
    // The member's own list does not carry the admin's copy.
    expect((await send('GET', '/api/profile/exports', member.token)).json().exports).toEqual([]);
  });

  it('names the reason when it is missing or short (400); an unknown member is 404 and has no exports', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    for (const payload of [{}, { reason: 'short' }]) {
      const res = await send('POST', `/api/admin/users/${member.row.id}/export`, ctx.admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['reason']);
    }
    const unknown = await send('POST', `/api/admin/users/${newId()}/export`, ctx.admin.token, {
      reason: 'A long enough written request',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await send('GET', `/api/admin/users/${newId()}/exports`, ctx.admin.token)).json()).toEqual({ exports: [] });
  });

  it('is for admins only', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const reason = { reason: 'A long enough written request' };
    expect((await send('POST', `/api/admin/users/${member.row.id}/export`, undefined, reason)).statusCode).toBe(401);
    expect((await send('POST', `/api/admin/users/${member.row.id}/export`, ctx.b.token, reason)).statusCode).toBe(403);
    expect((await send('GET', `/api/admin/users/${member.row.id}/exports`, ctx.b.token)).statusCode).toBe(403);
  });
});
