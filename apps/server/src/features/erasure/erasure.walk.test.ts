import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { makeMember, PASSWORD, useTestApp, type Member } from '../../test/factories.ts';
import { makeForm } from '../../test/forms.ts';
import { jpegBytes, pdfBytes } from '../../test/files.ts';
import { bearer } from '../../test/helper.ts';
import { makeListing } from '../../test/listings.ts';
import { makeNews } from '../../test/news.ts';
import { SETTLED } from '../../test/posting.ts';
import { subscribePush } from '../../test/push.ts';
import { FORMER_MEMBER_NAME } from './erasure.queries.ts';
import { erasureHash } from './erasure.service.ts';

/**
 * Every table of the database, and what erasure does to a member's data in it. A table added later fails the walk
 * until its author says here what erasure does with it (and makes erasure do it).
 */
const TABLES: Record<string, 'erased' | 'pseudonymised' | 'no member data' | 'posts kept as the former member'> = {
  answers: 'posts kept as the former member',
  audit_log: 'pseudonymised',
  backups: 'no member data',
  blocks: 'erased',
  change_stamps: 'no member data',
  comments: 'posts kept as the former member',
  consents: 'erased',
  contact_reveals: 'erased',
  data_exports: 'erased',
  directory_config: 'no member data',
  engagement_counts: 'no member data',
  erasures: 'no member data',
  form_versions: 'no member data',
  forms: 'no member data',
  job_leases: 'no member data',
  kysely_migration: 'no member data',
  kysely_migration_lock: 'no member data',
  likes: 'erased',
  listings: 'erased',
  matrimonial_contact_views: 'erased',
  matrimonial_hidden: 'erased',
  matrimonial_interests: 'erased',
  matrimonial_photos: 'erased',
  matrimonial_profiles: 'erased',
  matrimonial_shortlist: 'erased',
  media: 'erased',
  member_changes: 'erased',
  news: 'no member data',
  news_attendees: 'erased',
  news_images: 'no member data',
  news_views: 'erased',
  notifications: 'erased',
  otp_codes: 'erased',
  outbox: 'erased',
  payments: 'pseudonymised',
  poll_options: 'no member data',
  poll_votes: 'erased',
  premium_grants: 'erased',
  push_subscriptions: 'erased',
  questions: 'posts kept as the former member',
  receipt_counters: 'no member data',
  referrals: 'erased',
  report_subjects: 'erased',
  reports: 'erased',
  rewards: 'erased',
  sessions: 'erased',
  site_settings: 'no member data',
  submission_files: 'erased',
  submissions: 'erased',
  success_stories: 'no member data',
  test_provider_orders: 'no member data',
  test_provider_payments: 'no member data',
  users: 'erased',
};
/** SQLite's full-text indexes (external content: they read the rows of their table, kept by its triggers). */
const SEARCH_INDEX =
  /^(users|listings|questions|answers|news|matrimonial_profiles|submissions)_(fts|trigram)(_(config|data|docsize|idx))?$/;

const ctx = useTestApp({
  admin: 'admin',
  b: ['free', { name: 'Bhavna Contrast', email: 'bhavna@example.com', ...SETTLED }],
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  const res = await inject(method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

async function media(ownerId: string, kind: 'image' | 'pdf' = 'image') {
  const id = newId();
  const bytes = kind === 'image' ? await jpegBytes() : pdfBytes();
  await ctx.app.db
    .insertInto('media')
    .values({
      id,
      ownerId,
      contentType: kind === 'image' ? 'image/jpeg' : 'application/pdf',
      bytes,
      width: 64,
      height: 48,
      createdAt: nowIso(),
      kind,
      access: kind === 'image' ? 'public' : 'private',
      byteSize: bytes.length,
    })
    .execute();
  return id;
}

/** A member with everything a member can leave on the site, and B (and others) around them. */
async function memberWithEverything(name: string) {
  const { app, admin, b } = ctx;
  const db = app.db;
  const email = `${name.split(' ')[0]!.toLowerCase()}.erase@example.com`;
  const a = await makeMember(app, 'free', { name, email, address: `12 ${name} Lane`, ...SETTLED });
  const at = nowIso();

  // Profile photo.
  const photo = await media(a.row.id);
  await db.updateTable('users').set({ profileImageId: photo }).where('id', '=', a.row.id).execute();

  // Listing with an image.
  const listingId = await makeListing(app, a.row.id, {
    imageId: await media(a.row.id),
    contactPhone: a.phone,
    contactEmail: email,
  });

  // Question (a poll B votes on... and A's own vote on B's poll), an answer on B's question, a news comment, likes.
  const question = await ok('POST', '/api/questions', a.token, {
    title: 'Where is the community hall?',
    content: 'Looking for the address of the hall',
    tags: ['hall'],
  });
  const questionId = question.question._id as string;
  const bQuestion = await ok('POST', '/api/questions', b.token, {
    title: 'Which day suits the meetup?',
    content: 'Pick a day',
    type: 'poll',
    pollOptions: ['Saturday', 'Sunday'],
    pollExpiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    tags: ['meetup'],
  });
  const bQuestionId = bQuestion.question._id as string;
  const answer = await ok('POST', '/api/answers', a.token, { questionId: bQuestionId, content: 'Sunday works best' });
  const answerId = answer.answer._id as string;
  await ok('POST', '/api/answers', b.token, { questionId, content: 'Near the temple road' });
  await ok('POST', `/api/questions/${bQuestionId}/vote`, a.token, { optionIndex: 1 });
  await ok('POST', `/api/questions/${bQuestionId}/like`, a.token);
  const { id: newsId, slug } = await makeNews(app, {
    title: 'Diwali meet',
    authorId: admin.row.id,
    category: 'event',
    eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const comment = await ok('POST', `/api/news/${newsId}/comments`, a.token, { content: 'See you all there' });
  const commentId = (comment.comment?._id ?? comment._id) as string;
  await ok('POST', `/api/news/${newsId}/like`, a.token);
  await ok('POST', `/api/news/${newsId}/going`, a.token);
  await ok('GET', `/api/news/${slug}`, a.token);

  // Matrimonial profile with photos and biodata; B's profile; an interest, a shortlist, a hide, contact views.
  const profileId = newId();
  const bProfileId = newId();
  for (const [id, userId, fullName, gender, contactNumber] of [
    [profileId, a.row.id, `${name} Jr`, 'female', a.phone],
    [bProfileId, b.row.id, 'Bhavna Son', 'male', b.phone],
  ] as const) {
    await db
      .insertInto('matrimonialProfiles')
      .values({
        id,
        userId,
        profileType: 'self',
        fullName,
        dateOfBirth: '1995-01-01',
        gender,
        height: '5 ft 5 in',
        weight: '',
        subCaste: '',
        income: '',
        fatherOccupation: '',
        motherOccupation: '',
        aboutMe: '',
        contactNumber,
        email: userId === a.row.id ? email : '',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        caste: 'Any',
        religion: 'Hindu',
        education: 'BSc',
        occupation: 'Teacher',
        familyType: 'nuclear',
        siblings: '1',
        partnerPreferences: 'Kind',
        biodataMediaId: userId === a.row.id ? await media(a.row.id, 'pdf') : null,
        approvalStatus: 'approved',
        cityKey: 'pune',
        stateKey: 'maharashtra',
        casteKey: 'any',
        educationKey: 'bsc',
        occupationKey: 'teacher',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
  await db
    .insertInto('matrimonialPhotos')
    .values([
      { profileId, position: 0, mediaId: await media(a.row.id) },
      { profileId, position: 1, mediaId: await media(a.row.id) },
    ])
    .execute();
  await db
    .insertInto('matrimonialInterests')
    .values({
      id: newId(),
      fromProfileId: profileId,
      toProfileId: bProfileId,
      fromUserId: a.row.id,
      toUserId: b.row.id,
      message: `Hello from ${name}`,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('matrimonialShortlist')
    .values({ userId: a.row.id, profileId: bProfileId, createdAt: at })
    .execute();
  await db.insertInto('matrimonialShortlist').values({ userId: b.row.id, profileId, createdAt: at }).execute();
  await db
    .insertInto('matrimonialHidden')
    .values({ userId: b.row.id, profileId, createdAt: at, hiddenUntil: '2999-01-01T00:00:00.000Z' })
    .execute();
  await db
    .insertInto('matrimonialContactViews')
    .values({ id: newId(), profileId: bProfileId, viewerId: a.row.id, kind: 'contact', createdAt: at })
    .execute();

  // Blocks both ways with another member, a report by A and one about A.
  const c = await makeMember(app, 'free', SETTLED);
  await ok('POST', `/api/blocks/${c.row.id}`, a.token);
  await ok('POST', `/api/blocks/${a.row.id}`, c.token);
  await ok('POST', '/api/reports', a.token, {
    subjectType: 'question',
    subjectId: bQuestionId,
    reason: 'spam',
    note: 'Off topic',
  });
  await ok('POST', '/api/reports', b.token, {
    subjectType: 'member',
    subjectId: a.row.id,
    reason: 'spam',
    note: `${name} spams`,
  });

  // Notifications to A (B answered) and about A to B (A answered, liked, voted): made above. Consents, reveals.
  await db
    .insertInto('consents')
    .values({ id: newId(), userId: a.row.id, purpose: 'terms', version: '2024-05', granted: 1, at })
    .execute();
  await db
    .insertInto('contactReveals')
    .values([
      {
        id: newId(),
        viewerId: a.row.id,
        ownerId: b.row.id,
        subjectType: 'member',
        subjectId: b.row.id,
        day: at.slice(0, 10),
        createdAt: at,
      },
      {
        id: newId(),
        viewerId: b.row.id,
        ownerId: a.row.id,
        subjectType: 'member',
        subjectId: a.row.id,
        day: at.slice(0, 10),
        createdAt: at,
      },
    ])
    .execute();
  await db
    .insertInto('dataExports')
    .values({
      id: newId(),
      userId: a.row.id,
      status: 'ready',
      dataJson: JSON.stringify({ name, phone: a.phone, email }),
      createdAt: at,
    })
    .execute();

  // A payment with its receipt, a premium grant, a referral (A referred by B, and A referring D), a reward.
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      userId: a.row.id,
      memberName: name,
      plan: 'premium-yearly',
      amount: 49900,
      currency: 'INR',
      status: 'paid',
      provider: 'test',
      providerOrderId: `order_${newId()}`,
      providerPaymentId: `pay_${newId()}`,
      receiptNumber: `SNG/2026-27/${Math.floor(Math.random() * 1e6)}`,
      paidAt: at,
      note: `Paid by ${name} (${a.phone})`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('premiumGrants')
    .values({
      id: newId(),
      userId: a.row.id,
      grantKey: `referral:${newId()}`,
      days: 30,
      periodStart: at,
      periodEnd: at,
      createdAt: at,
    })
    .execute();
  const d = await makeMember(app, 'free', { referredById: a.row.id });
  await db
    .insertInto('referrals')
    .values([
      { id: newId(), referrerId: b.row.id, referredId: a.row.id, status: 'completed', createdAt: at },
      { id: newId(), referrerId: a.row.id, referredId: d.row.id, status: 'pending', createdAt: at },
    ])
    .execute();
  await db
    .insertInto('rewards')
    .values({ id: newId(), userId: a.row.id, rewardType: 'special_badge', reason: 'Silver tier', createdAt: at })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      userId: b.row.id,
      kind: 'referral_joined',
      actorId: a.row.id,
      params: JSON.stringify({ name }),
      link: '/referral',
      createdAt: at,
    })
    .execute();

  // A form submission as A with a file.
  const form = await makeForm(app, admin.row.id);
  const { currentVersionId } = await db
    .selectFrom('forms')
    .select('currentVersionId')
    .where('id', '=', form.id)
    .executeTakeFirstOrThrow();
  const submissionId = newId();
  await db
    .insertInto('submissions')
    .values({
      id: submissionId,
      formId: form.id,
      versionId: currentVersionId!,
      userId: a.row.id,
      data: JSON.stringify({ name, email, phone: a.phone }),
      submitterName: name,
      submitterEmail: email,
      searchText: `${name} ${email}`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('submissionFiles')
    .values({ submissionId, fieldId: 'photo', mediaId: await media(a.row.id) })
    .execute();
  await db.updateTable('forms').set({ submissionCount: 1 }).where('id', '=', form.id).execute();

  // Messages and codes for A's phone; a message to B naming A.
  await db
    .insertInto('otpCodes')
    .values({
      id: newId(),
      phoneNumber: a.phone,
      purpose: 'login',
      codeHash: 'x',
      createdAt: at,
      expiresAt: at,
    })
    .execute();
  await db
    .insertInto('outbox')
    .values([
      {
        id: newId(),
        channel: 'whatsapp',
        recipients: JSON.stringify([`+91${a.phone}`]),
        subject: 'notification',
        body: 'Your question has an answer',
        createdAt: at,
      },
      {
        id: newId(),
        channel: 'email',
        recipients: JSON.stringify([email]),
        subject: 'Welcome',
        body: `Namaste ${name}`,
        createdAt: at,
      },
      {
        id: newId(),
        channel: 'whatsapp',
        recipients: JSON.stringify([`+91${b.phone}`]),
        subject: 'notification',
        body: `${name} answered your question`,
        createdAt: at,
      },
    ])
    .execute();

  // A browser with push on (its endpoint naming A), and a push message waiting for it.
  const pushed = await subscribePush(app, a.token, `https://push.example.net/send/${a.row.id}`, {
    userAgent: `${name}'s phone`,
  });
  expect(pushed.statusCode, pushed.body).toBe(201);
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      channel: 'push',
      recipients: JSON.stringify([pushed.json()._id]),
      subject: 'question_answered',
      body: 'Ravi answered your question “Where is the community hall?”',
      payload: JSON.stringify({ title: 'Sangam', body: 'Ravi answered', url: `/questions/${questionId}`, tag: 'x' }),
      createdAt: at,
    })
    .execute();

  // B's browser and a push waiting for it that names A (A answered B's question), its payload plain JSON.
  const bPushed = await subscribePush(app, b.token, `https://push.example.net/send/b-phone-${b.row.id}`);
  expect([200, 201], bPushed.body).toContain(bPushed.statusCode);
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      channel: 'push',
      recipients: JSON.stringify([bPushed.json()._id]),
      subject: 'question_answered',
      body: `${name} answered your question`,
      payload: JSON.stringify({
        title: 'Sangam',
        body: `${name} answered your question`,
        url: '/questions/b',
        tag: 'y',
      }),
      createdAt: at,
    })
    .execute();

  // Audit rows about A by an admin (a plan change) and about A's listing.
  await ok('PUT', `/api/admin/users/${a.row.id}`, admin.token, {
    name,
    phoneNumber: a.phone,
    occupation: 'Engineer',
    planType: 'premium',
  });
  await db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: admin.row.id,
      actorName: admin.row.name,
      action: 'user.update',
      targetId: a.row.id,
      targetName: name,
      details: `Phone ${a.phone}, e-mail ${email}`,
      subjectType: 'user',
      changes: JSON.stringify({ email: [email, null], name: [name, name] }),
      createdAt: at,
    })
    .execute();

  return {
    a,
    email,
    listingId,
    questionId,
    bQuestionId,
    answerId,
    commentId,
    newsId,
    slug,
    profileId,
    bProfileId,
    form,
  };
}

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Every table of the database with its rows, as the database names them. */
async function allTables(): Promise<string[]> {
  const db = ctx.app.db;
  if (onPostgres) {
    const rows = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
    return rows.rows.map((r) => r.name).sort();
  }
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

async function findTraces(needles: string[]) {
  const found: string[] = [];
  for (const table of await allTables()) {
    if (SEARCH_INDEX.test(table)) continue;
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(ctx.app.db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        for (const needle of needles) {
          if (value.includes(needle))
            found.push(`${table}.${column} holds ${JSON.stringify(needle)}: ${value.slice(0, 120)}`);
        }
      }
    }
  }
  return found;
}

const erase = (member: Member, deletePosts?: boolean) =>
  inject('DELETE', '/api/profile/me', member.token, {
    password: PASSWORD,
    ...(deletePosts === undefined ? {} : { deletePosts }),
  });

/** The erasures row of a member, found by its keyed hash. */
const erasureOf = (userId: string) =>
  ctx.app.db
    .selectFrom('erasures')
    .selectAll()
    .where('subjectHash', '=', erasureHash(ctx.app.config.jwtSecret, userId))
    .executeTakeFirstOrThrow();

describe('erasure that erases (the walk over every table)', () => {
  it('leaves nothing of the member in any table; keeps their posts as "Former member"; B stays whole', async () => {
    const { app, admin, b } = ctx;
    const name = 'Zarina Quasimodo';
    const s = await memberWithEverything(name);
    const { a } = s;
    const bQuestionBefore = (await ok('GET', `/api/questions/${s.bQuestionId}`, b.token)).question;
    expect(bQuestionBefore.answerCount).toBe(1);
    const newsBefore = (await ok('GET', `/api/news/${s.slug}`, b.token)).news;
    // Lists that will no longer show A once erased (cached until the database changes).
    expect(JSON.stringify(await ok('GET', '/api/directory?limit=50', b.token))).toContain(name);

    // The scan finds the member everywhere before (it would find a trace left after).
    const before = await findTraces([a.row.id, name, a.phone, s.email]);
    for (const table of [
      'users',
      'listings',
      'matrimonial_profiles',
      'payments',
      'audit_log',
      'outbox',
      'submissions',
      'push_subscriptions',
    ]) {
      expect(
        before.some((trace) => trace.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }

    const res = await erase(a);
    expect(res.statusCode, res.body).toBe(200);

    // 1. Every table is classified.
    const tables = (await allTables()).filter((t) => !SEARCH_INDEX.test(t));
    const unclassified = tables.filter((t) => !(t in TABLES));
    expect(unclassified, 'tables erasure says nothing about: classify them in TABLES and erase them').toEqual([]);

    // Push messages to A's browsers went with the browsers; B's stays, saying "Former member".
    const pushes = await app.db
      .selectFrom('outbox')
      .select(['body', 'payload'])
      .where('channel', '=', 'push')
      .execute();
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload!).body).toBe(`${FORMER_MEMBER_NAME} answered your question`);

    // 2. No text of any row holds A's id, name, phone, e-mail, or their matrimonial profile's name.
    expect(await findTraces([a.row.id, name, a.phone, s.email, `${name} Jr`])).toEqual([]);
    if (!onPostgres) {
      const hits = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM users_fts WHERE users_fts MATCH 'Quasimodo'`.execute(app.db);
      expect(Number(hits.rows[0]!.n)).toBe(0);
    }
    // The erasure is on record by a keyed hash only.
    const erasures = await app.db.selectFrom('erasures').selectAll().execute();
    expect(erasures).toEqual([
      expect.objectContaining({ subjectHash: erasureHash(app.config.jwtSecret, a.row.id), postsDeleted: 0 }),
    ]);
    // Payments kept for the tax law, without the member.
    const payments = await app.db.selectFrom('payments').selectAll().execute();
    expect(payments).toEqual([expect.objectContaining({ userId: null, memberName: 'Former member' })]);
    expect(payments[0]!.receiptNumber).toBeTruthy();
    // Audit rows about A name the former member.
    const audit = await app.db.selectFrom('auditLog').selectAll().where('action', '=', 'user.update').execute();
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit) expect(row.targetName).toBe('Former member');

    // 3. A's kept posts read with the former member as author, and nothing links to a profile.
    const formerAuthor = { _id: FORMER_MEMBER_ID, name: 'Former member' };
    const question = (await ok('GET', `/api/questions/${s.questionId}`, b.token)).question;
    expect(question.author).toMatchObject(formerAuthor);
    expect(question.answerCount).toBe(1);
    const bQuestion = await ok('GET', `/api/questions/${s.bQuestionId}`, b.token);
    expect(bQuestion.question.answerCount).toBe(1);
    expect(JSON.stringify(bQuestion)).toContain('"_id":"former-member"');
    const comments = await ok('GET', `/api/news/${s.newsId}/comments`, b.token);
    expect(comments.comments[0].user).toMatchObject(formerAuthor);
    const newsAfter = (await ok('GET', `/api/news/${s.slug}`, b.token)).news;
    expect(newsAfter.commentCount).toBe(newsBefore.commentCount);
    expect(newsAfter.likeCount).toBe(newsBefore.likeCount - 1);
    expect(newsAfter.goingCount).toBe(newsBefore.goingCount - 1);
    expect((await inject('GET', `/api/listings/${s.listingId}`, b.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/matrimonial/profiles/${s.profileId}`, b.token)).statusCode).toBe(404);
    for (const token of [b.token, admin.token]) {
      expect((await inject('GET', `/api/users/${FORMER_MEMBER_ID}`, token)).statusCode).toBe(404);
    }
    expect((await inject('GET', `/api/users/${FORMER_MEMBER_ID}/public`)).statusCode).toBe(404);
    expect((await inject('POST', `/api/blocks/${FORMER_MEMBER_ID}`, b.token)).statusCode).toBe(404);
    // B's notifications of A's past actions (the answer, the referral) are told by the former member.
    const { notifications } = await ok('GET', '/api/notifications', b.token);
    const told = notifications.filter((n: { actor: { _id: string } | null }) => n.actor?._id === FORMER_MEMBER_ID);
    expect(told.length).toBeGreaterThan(0);
    for (const n of told) expect(n.text).toContain('Former member');
    expect(JSON.stringify(notifications)).not.toContain(name);

    // A kept post can be reported and removed, but the former member has no account to suspend.
    await ok('POST', '/api/reports', b.token, { subjectType: 'question', subjectId: s.questionId, reason: 'spam' });
    const suspend = await inject('POST', `/api/admin/moderation/question/${s.questionId}`, admin.token, {
      action: 'suspend',
    });
    expect(suspend.statusCode, suspend.body).toBe(403);
    expect(suspend.json().message).toBe('This author cannot be suspended from the moderation queue.');
    const ghost = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', FORMER_MEMBER_ID)
      .executeTakeFirstOrThrow();
    expect(ghost).toMatchObject({ accountStatus: 'deactivated', isPublic: 0, listInDirectory: 0, planType: 'free' });

    // The former member is listed and counted nowhere; A neither.
    for (const [url, token] of [
      ['/api/directory?limit=50', b.token],
      ['/api/directory?limit=50&search=Former', b.token],
      ['/api/admin/users?limit=50', admin.token],
      ['/api/admin/users?limit=50&search=Former', admin.token],
      ['/api/admin/dashboard', admin.token],
    ] as const) {
      const body = JSON.stringify(await ok('GET', url, token));
      expect(body, url).not.toContain(FORMER_MEMBER_ID);
      expect(body, url).not.toContain(name);
    }
    const usersNow = await app.db.selectFrom('users').select('id').where('id', '!=', FORMER_MEMBER_ID).execute();
    const { userStats } = await ok('GET', '/api/admin/dashboard', admin.token);
    expect(userStats.total).toBe(usersNow.length);
    expect(userStats.deactivated).toBe(0);
    expect((await inject('PUT', `/api/admin/users/${FORMER_MEMBER_ID}`, admin.token, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `/api/admin/users/${FORMER_MEMBER_ID}`, admin.token)).statusCode).toBe(404);

    // 4. B's data is untouched; A can sign in no more (nor with the old token); the phone registers again.
    expect((await inject('GET', '/api/profile/me', b.token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/profile/me', a.token)).statusCode).toBe(401);
    expect(
      await app.db.selectFrom('matrimonialProfiles').select('id').where('id', '=', s.bProfileId).execute(),
    ).toHaveLength(1);
    expect(bQuestion.question.pollOptions ?? bQuestion.question.options).toBeDefined();
    const login = await inject('POST', '/api/auth/login', undefined, { phoneNumber: a.phone, password: PASSWORD });
    expect(login.statusCode).toBe(401);
    const again = await inject('POST', '/api/auth/register', undefined, {
      name: 'Zarina Anew',
      phoneNumber: a.phone,
      occupation: 'Teacher',
      password: PASSWORD,
      acceptTerms: true,
      isAdult: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    // The form counts its kept submissions.
    const form = await app.db
      .selectFrom('forms')
      .select('submissionCount')
      .where('id', '=', s.form.id)
      .executeTakeFirstOrThrow();
    expect(form.submissionCount).toBe(0);
  });

  it('with deletePosts: the posts go and every count stays right', async () => {
    const { app, b } = ctx;
    const name = 'Yusuf Deleteposts';
    const s = await memberWithEverything(name);
    const newsBefore = (await ok('GET', `/api/news/${s.slug}`, b.token)).news;
    const res = await erase(s.a, true);
    expect(res.statusCode, res.body).toBe(200);

    expect((await inject('GET', `/api/questions/${s.questionId}`, b.token)).statusCode).toBe(404);
    const bQuestion = (await ok('GET', `/api/questions/${s.bQuestionId}`, b.token)).question;
    expect(bQuestion.answerCount).toBe(0);
    expect(bQuestion.likeCount ?? 0).toBe(0);
    const newsAfter = (await ok('GET', `/api/news/${s.slug}`, b.token)).news;
    expect(newsAfter.commentCount).toBe(newsBefore.commentCount - 1);
    expect(newsAfter.likeCount).toBe(newsBefore.likeCount - 1);
    const comments = await ok('GET', `/api/news/${s.newsId}/comments`, b.token);
    expect(comments.comments).toEqual([]);
    for (const table of ['questions', 'answers', 'comments'] as const) {
      const kept = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(
        table === 'comments' ? 'user_id' : 'author_id',
      )} = ${s.a.row.id}`.execute(app.db);
      expect(Number(kept.rows[0]!.n)).toBe(0);
    }
    expect(await findTraces([s.a.row.id, name, s.a.phone, s.email])).toEqual([]);
    expect((await erasureOf(s.a.row.id)).postsDeleted).toBe(1);
  });

  it("an admin's delete erases the member the same way; only the delete's own audit row names them", async () => {
    const { app, admin, b } = ctx;
    const name = 'Ximena Admindeleted';
    const s = await memberWithEverything(name);
    const formerPayments = () =>
      app.db.selectFrom('payments').select('id').where('memberName', '=', FORMER_MEMBER_NAME).execute();
    const paymentsBefore = (await formerPayments()).length;
    // Two admins deleting at once: one deletes, the other finds no one.
    const both = await Promise.all([1, 2].map(() => inject('DELETE', `/api/admin/users/${s.a.row.id}`, admin.token)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);

    // Without the erasure, the member's submissions, payments, push messages and audit rows kept them.
    const traces = await findTraces([s.a.row.id, name, s.a.phone, s.email, `${name} Jr`]);
    const deleteRow = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'user.delete')
      .where('targetId', '=', s.a.row.id)
      .executeTakeFirstOrThrow();
    expect(deleteRow).toMatchObject({ actorId: admin.row.id, targetName: name });
    expect(traces.map((trace) => trace.split(' holds ')[0])).toEqual(['audit_log.targetId', 'audit_log.targetName']);
    // Their posts went with them, counts kept right; a restored backup would erase them again.
    expect((await inject('GET', `/api/questions/${s.questionId}`, b.token)).statusCode).toBe(404);
    expect((await ok('GET', `/api/questions/${s.bQuestionId}`, b.token)).question.answerCount).toBe(0);
    expect((await erasureOf(s.a.row.id)).postsDeleted).toBe(1);
    // The member's payment is kept for the tax law, without them.
    expect((await formerPayments()).length).toBe(paymentsBefore + 1);
    expect(await app.db.selectFrom('auditLog').select('id').where('action', '=', 'user.delete').execute()).toHaveLength(
      1,
    );
  });

  it('deletes another admin without erasure: what they did as an admin stays on record under their name', async () => {
    const { app, admin, b } = ctx;
    const other = await makeMember(app, 'admin', { name: 'Departing Admin' });
    await ok('PUT', `/api/admin/users/${b.row.id}`, other.token, { occupation: 'Weaver' });
    const res = await inject('DELETE', `/api/admin/users/${other.row.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const acted = await app.db
      .selectFrom('auditLog')
      .select(['actorId', 'actorName', 'targetName'])
      .where('action', '=', 'user.update')
      .where('targetId', '=', b.row.id)
      .execute();
    expect(acted).toContainEqual({ actorId: null, actorName: 'Departing Admin', targetName: 'Bhavna Contrast' });
    expect(await app.db.selectFrom('users').select('id').where('id', '=', other.row.id).execute()).toEqual([]);
  });
});
