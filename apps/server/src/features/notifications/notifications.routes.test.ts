import { describe, expect, it } from 'vitest';
import { ADMIN_KINDS, DEFAULT_PHONE_KINDS, NOTIFICATION_KINDS, UNREAD_COUNT_CAP } from '@sangam/shared/notifications';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { notify, type NotifyInput } from './notify.service.ts';

const ctx = useTestApp({
  owner: ['free', { name: 'Meera Patil' }],
  ravi: ['free', { name: 'Ravi Jadhav' }],
  other: 'free',
});

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const tell = (input: Partial<NotifyInput> & { userId: string }) =>
  notify(ctx.app.db, { kind: 'answer_best', link: '/questions/q', params: { title: 'Rain water' }, ...input });

type Listed = { _id: string; kind: string; text: string; link: string; read: boolean; actor: { name: string } | null };
const list = async (token: string, page = 1) => {
  const res = await get(`/api/notifications?page=${page}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { notifications: Listed[]; unread: number; pagination: Record<string, unknown> };
};

const ROUTES: [string, 'GET' | 'POST' | 'PUT', object?][] = [
  ['/api/notifications', 'GET'],
  ['/api/notifications/unread-count', 'GET'],
  ['/api/notifications/read', 'POST', { all: true }],
  ['/api/notifications/preferences', 'GET'],
  ['/api/notifications/preferences', 'PUT', { phoneChannel: 'sms' }],
  ['/api/notifications/stream', 'GET'],
];

describe('who may use the notification routes', () => {
  it.each(ROUTES)('%s (%s): a visitor gets 401', async (url, method, payload) => {
    const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(
    ROUTES.flatMap(([url, method, payload]) =>
      (['suspended', 'deactivated'] as Role[]).map((role) => [role, url, method, payload] as const),
    ),
  )('a %s member gets 403 from %s (%s)', async (role, url, method, payload) => {
    const member = await makeMember(ctx.app, role);
    const res = await ctx.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(403);
  });

  it.each<Role>(['free', 'premium', 'expired', 'admin'])('a %s member reads and marks their own', async (role) => {
    const member = await makeMember(ctx.app, role);
    await tell({ userId: member.row.id });
    const listed = await list(member.token);
    expect(listed.notifications.map((n) => n.text)).toEqual([
      'Your answer to “Rain water” was marked as the best answer',
    ]);
    expect(listed.unread).toBe(1);
    expect((await get('/api/notifications/unread-count', member.token)).json()).toEqual({ unread: 1 });
    const read = await send('POST', '/api/notifications/read', member.token, { ids: [listed.notifications[0]!._id] });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await get('/api/notifications/preferences', member.token)).statusCode).toBe(200);
    expect((await send('PUT', '/api/notifications/preferences', member.token, {})).statusCode).toBe(200);
  });
});

describe('GET /api/notifications', () => {
  it('lists the newest first, 20 a page, and never another member’s', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (let i = 1; i <= 23; i++) {
      // Apart in time, as events are: within one millisecond the order is the ids'.
      await new Promise((resolve) => setTimeout(resolve, 2));
      await tell({ userId: member.row.id, kind: 'listing_approved', params: { title: `Shop ${i}` }, link: `/l/${i}` });
    }
    await tell({ userId: ctx.other.row.id, params: { title: 'Not yours' } });
    const first = await list(member.token);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({
      kind: 'listing_approved',
      text: 'Your listing “Shop 23” was approved and members can now see it',
      link: '/l/23',
      read: false,
      actor: null,
    });
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(first.unread).toBe(23);
    const second = await list(member.token, 2);
    expect(second.notifications.map((n) => n.link)).toEqual(['/l/3', '/l/2', '/l/1']);
    expect([...first.notifications, ...second.notifications].some((n) => n.text.includes('Not yours'))).toBe(false);
    expect((await get('/api/notifications?page=0', member.token)).statusCode).toBe(400);
  });

  it('gathers likes into one line: "Ravi Jadhav and 4 others liked your question"', async () => {
    const likers = [ctx.ravi];
    for (let i = 0; i < 4; i++) likers.unshift(await makeMember(ctx.app, 'free'));
    const like = (actorId: string) =>
      notify(ctx.app.db, {
        userId: ctx.owner.row.id,
        kind: 'question_liked',
        actorId,
        link: '/questions/rain',
        params: { title: 'Rain water' },
        group: 'question_liked:rain',
        subject: 'question:rain',
      });
    await like(likers[0]!.row.id);
    expect((await list(ctx.owner.token)).notifications[0]!.text).toBe('Free Member liked your question “Rain water”');
    await like(likers[1]!.row.id);
    expect((await list(ctx.owner.token)).notifications[0]!.text).toBe(
      'Free Member and 1 other liked your question “Rain water”',
    );
    for (const liker of likers.slice(2)) await like(liker.row.id);
    // Liking again, or liking your own question, changes nothing.
    await like(ctx.ravi.row.id);
    await like(ctx.owner.row.id);
    const listed = await list(ctx.owner.token);
    const likes = listed.notifications.filter((n) => n.kind === 'question_liked');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      text: 'Ravi Jadhav and 4 others liked your question “Rain water”',
      actor: { name: 'Ravi Jadhav', _id: ctx.ravi.row.id, profileImage: null },
      read: false,
    });
  });

  it('says each kind in the reader’s language: a member who chose Hindi reads Hindi', async () => {
    const hindi = await makeMember(ctx.app, 'free', { language: 'hi' });
    await tell({ userId: hindi.row.id, kind: 'premium_ending', params: { days: 7 }, link: '/membership' });
    await tell({ userId: hindi.row.id, kind: 'premium_ending', params: { days: 0 }, link: '/membership' });
    // (Both written in one millisecond: their order is not the point here.)
    const texts = (await list(hindi.token)).notifications.map((n) => n.text);
    expect(texts.sort()).toEqual(
      [
        'आपकी प्रीमियम सदस्यता आज समाप्त हो रही है। इसके लाभ बनाए रखने के लिए नवीनीकरण करें।',
        'आपकी प्रीमियम सदस्यता 7 दिनों में समाप्त हो रही है। इसके लाभ बनाए रखने के लिए नवीनीकरण करें।',
      ].sort(),
    );
    // Without a saved language the request's language counts.
    const english = await makeMember(ctx.app, 'free');
    await tell({ userId: english.row.id, kind: 'premium_ending', params: { days: 7 }, link: '/membership' });
    const res = await ctx.app.inject({
      url: '/api/notifications',
      headers: { ...bearer(english.token), 'accept-language': 'hi' },
    });
    expect(res.json().notifications[0].text).toContain('7 दिनों में');
    expect((await list(english.token)).notifications[0]!.text).toBe(
      'Your premium membership ends in 7 days. Renew to keep its benefits.',
    );
  });

  it('has a sentence for every kind, in both languages, without a placeholder left', async () => {
    const en = await makeMember(ctx.app, 'free');
    const hi = await makeMember(ctx.app, 'free', { language: 'hi' });
    // More kinds than a page holds: every page read.
    const allTexts = async (token: string) => {
      const texts: string[] = [];
      for (let page = 1; ; page++) {
        const { notifications } = await list(token, page);
        if (notifications.length === 0) return texts;
        texts.push(...notifications.map((n) => n.text));
      }
    };
    const params: Record<string, Record<string, string | number>> = {
      matrimonial_rejected: { name: 'Asha', note: 'Add a photo' },
      payment_received: { amount: '₹499', receipt: 'SGM/2026-27/0001' },
      referral_tier: { tier: 'gold' },
      submission_reviewed: { form: 'Scholarship', status: 'approved' },
      premium_ending: { days: 7 },
      referral_joined: { name: 'Kiran' },
      matrimonial_approved: { name: 'Asha' },
      server_error: { route: '/api/referrals/me', reference: 'req-7', earlier: 2 },
    };
    for (const member of [en, hi]) {
      for (const kind of NOTIFICATION_KINDS) {
        await tell({ userId: member.row.id, kind, actorId: ctx.ravi.row.id, params: params[kind] ?? { title: 'T' } });
      }
      const texts = await allTexts(member.token);
      expect(texts).toHaveLength(NOTIFICATION_KINDS.length);
      for (const text of texts) expect(text).not.toMatch(/[{}]/);
    }
    const english = await allTexts(en.token);
    expect(english).toContain('We received your payment of ₹499. Receipt SGM/2026-27/0001.');
    expect(english).toContain("The matrimonial profile of Asha was sent back for changes. Admin's note: Add a photo");
    expect(english).toContain('You reached the Gold referral tier');
    expect(english).toContain('Ravi Jadhav answered your question “T”');
  });
  it('a matrimonial profile sent back without an admin’s note says so without one, in Hindi too', async () => {
    const hindi = await makeMember(ctx.app, 'free', { language: 'hi' });
    await tell({
      userId: hindi.row.id,
      kind: 'matrimonial_rejected',
      params: { name: 'Asha', note: 'Rejected by admin' },
      link: '/matrimonial/my',
    });
    expect((await list(hindi.token)).notifications[0]!.text).toBe('Asha की वैवाहिक प्रोफ़ाइल बदलाव के लिए वापस भेजी गई है');
  });
});

describe('GET /api/notifications/unread-count', () => {
  it(`counts up to ${UNREAD_COUNT_CAP}, no further`, async () => {
    const member = await makeMember(ctx.app, 'free');
    const rows = Array.from({ length: UNREAD_COUNT_CAP + 5 }, (_, i) => ({
      id: `cap-${member.row.id}-${i}`,
      userId: member.row.id,
      kind: 'premium_ended',
      link: '/membership',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    await ctx.app.db.insertInto('notifications').values(rows).execute();
    expect((await get('/api/notifications/unread-count', member.token)).json()).toEqual({ unread: UNREAD_COUNT_CAP });
    expect((await list(member.token)).unread).toBe(UNREAD_COUNT_CAP);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the ids given, or all; another member’s ids are 404 and stay unread', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (let i = 0; i < 3; i++) await tell({ userId: member.row.id, params: { title: `Q${i}` } });
    await tell({ userId: ctx.other.row.id, params: { title: 'Theirs' } });
    const theirs = (await list(ctx.other.token)).notifications[0]!;
    const [a, b] = (await list(member.token)).notifications;

    const refused = await send('POST', '/api/notifications/read', member.token, { ids: [a!._id, theirs._id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Notification not found' });
    expect((await list(member.token)).unread).toBe(3);
    expect((await list(ctx.other.token)).notifications[0]!.read).toBe(false);
    expect((await send('POST', '/api/notifications/read', member.token, { ids: ['nope'] })).statusCode).toBe(404);

    const one = await send('POST', '/api/notifications/read', member.token, { ids: [a!._id, a!._id] });
    expect(one.json()).toEqual({ unread: 2 });
    const after = (await list(member.token)).notifications;
    expect(after.find((n) => n._id === a!._id)!.read).toBe(true);
    expect(after.find((n) => n._id === b!._id)!.read).toBe(false);

    expect((await send('POST', '/api/notifications/read', member.token, { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(member.token)).notifications.every((n) => n.read)).toBe(true);
    expect((await list(ctx.other.token)).notifications[0]!.read).toBe(false);

    expect((await send('POST', '/api/notifications/read', member.token, { ids: [] })).statusCode).toBe(400);
    expect((await send('POST', '/api/notifications/read', member.token, { all: false })).statusCode).toBe(400);
  });

  it('a grouped line read and liked again is unread again, on top', async () => {
    const member = await makeMember(ctx.app, 'free');
    const like = (actorId: string) =>
      notify(ctx.app.db, {
        userId: member.row.id,
        kind: 'answer_liked',
        actorId,
        link: '/questions/a',
        params: { title: 'Wells' },
        group: 'answer_liked:a',
      });
    await like(ctx.ravi.row.id);
    await tell({ userId: member.row.id });
    await send('POST', '/api/notifications/read', member.token, { all: true });
    await like(ctx.other.row.id);
    const listed = await list(member.token);
    expect(listed.unread).toBe(1);
    expect(listed.notifications[0]).toMatchObject({
      kind: 'answer_liked',
      read: false,
      text: 'Free Member and 1 other liked your answer to “Wells”',
    });
  });
});

describe('/api/notifications/preferences', () => {
  it('defaults: in-app all, phone for the default kinds, e-mail where the member has an address', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await get('/api/notifications/preferences', member.token);
    expect(res.statusCode).toBe(200);
    const prefs = res.json();
    expect(prefs.phoneChannel).toBe('whatsapp');
    expect(prefs.hasEmail).toBe(false);
    // Every kind but those told to admins only.
    expect(prefs.kinds).toHaveLength(NOTIFICATION_KINDS.length - ADMIN_KINDS.length);
    for (const kind of prefs.kinds) {
      const phone = DEFAULT_PHONE_KINDS.includes(kind.kind);
      expect(kind).toEqual({ kind: kind.kind, phone, email: true, push: true, phoneAllowed: phone });
    }
    const withEmail = await makeMember(ctx.app, 'free', { email: 'a@example.org' });
    expect((await get('/api/notifications/preferences', withEmail.token)).json().hasEmail).toBe(true);
  });

  it('PUT changes only what is given, stores it sparsely, and reads back', async () => {
    const member = await makeMember(ctx.app, 'free', { email: 'm@example.org' });
    const res = await send('PUT', '/api/notifications/preferences', member.token, {
      phoneChannel: 'sms',
      kinds: { payment_received: { phone: false }, question_answered: { email: false, phone: true, push: false } },
    });
    expect(res.statusCode).toBe(200);
    const prefs = res.json();
    expect(prefs.phoneChannel).toBe('sms');
    const byKind = Object.fromEntries(prefs.kinds.map((k: { kind: string }) => [k.kind, k]));
    expect(byKind.payment_received).toEqual({
      kind: 'payment_received',
      phone: false,
      email: true,
      push: true,
      phoneAllowed: true,
    });
    expect(byKind.question_answered).toEqual({
      kind: 'question_answered',
      phone: true,
      email: false,
      push: false,
      phoneAllowed: false,
    });
    expect(byKind.premium_ended).toMatchObject({ phone: true, email: true });

    // A later change keeps the earlier ones; setting a default back stores nothing for it.
    await send('PUT', '/api/notifications/preferences', member.token, { kinds: { payment_received: { phone: true } } });
    expect((await get('/api/notifications/preferences', member.token)).json().phoneChannel).toBe('sms');
    const row = await ctx.app.db
      .selectFrom('users')
      .select('notificationPreferences')
      .where('id', '=', member.row.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.notificationPreferences)).toEqual({
      phoneChannel: 'sms',
      kinds: { question_answered: { phone: true, email: false, push: false } },
    });

    for (const bad of [
      { phoneChannel: 'pigeon' },
      { kinds: { nope: { phone: true } } },
      { kinds: { premium_ended: { phone: 'yes' } } },
    ]) {
      expect((await send('PUT', '/api/notifications/preferences', member.token, bad)).statusCode).toBe(400);
    }
  });

  it('phoneAllowed follows the kinds admins allow', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    const member = await makeMember(ctx.app, 'free');
    await ctx.app.db
      .insertInto('siteSettings')
      .values({
        id: 'default',
        communityName: '',
        contactPhone: '',
        contactEmail: '',
        whatsappNumber: '',
        address: '',
        eventsUrl: '',
        socialLinks: '[]',
        leadership: '[]',
        phoneNotificationKinds: JSON.stringify(['question_answered']),
        updatedAt: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ phoneNotificationKinds: JSON.stringify(['question_answered']) }),
      )
      .execute();
    const kinds = (await get('/api/notifications/preferences', member.token)).json().kinds as {
      kind: string;
      phoneAllowed: boolean;
    }[];
    expect(kinds.filter((k) => k.phoneAllowed).map((k) => k.kind)).toEqual(['question_answered']);
    expect(admin.row.id).toBeTruthy();
    await ctx.app.db.deleteFrom('siteSettings').execute();
  });
});
