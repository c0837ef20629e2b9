import { describe, expect, it } from 'vitest';
import { PUSH_LIMITS, PUSH_MESSAGES } from '@sangam/shared/push';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { t } from '../../lib/i18n.ts';
import { bearer, buildTestApp, expectFieldRefusal, testConfig } from '../../test/helper.ts';
import { makeMember, type Role, sessionToken, useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { fakeBrowser, subscribePush } from '../../test/push.ts';
import { endpointAllowed } from '../../lib/push-endpoint.ts';

const ctx = useTestApp({
  author: ['free', { ...SETTLED, name: 'Asha Author' }],
  answerer: ['free', { ...SETTLED, name: 'Ravi Answerer' }],
});
raisePostingLimit('questions', 100);

const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}-${Math.random().toString(36).slice(2)}`;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const subscriptionsOf = async (token: string) =>
  (await send('GET', '/api/push/subscriptions', token)).json().subscriptions as { _id: string; endpoint: string }[];

const rowOf = (id: string) =>
  ctx.app.db.selectFrom('pushSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/push/public-key', () => {
  it("gives anyone the server's VAPID public key", async () => {
    const res = await send('GET', '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: ctx.app.config.push.publicKey });
  });
});

describe('/api/push/subscriptions per role', () => {
  it.each<[string, Role | null, number, number, number]>([
    ['visitor', null, 401, 401, 401],
    ['free member', 'free', 201, 200, 204],
    ['premium member', 'premium', 201, 200, 204],
    ['expired premium', 'expired', 201, 200, 204],
    ['admin', 'admin', 201, 200, 204],
    ['suspended member', 'suspended', 403, 403, 403],
    ['deactivated member', 'deactivated', 403, 403, 403],
  ])('%s (%s): subscribe %i, list %i, delete %i', async (_who, role, subscribeStatus, listStatus, deleteStatus) => {
    const member = role ? await makeMember(ctx.app, role) : undefined;
    const address = endpoint('role');
    const created = await subscribePush(ctx.app, member?.token, address, { userAgent: `  Phone ${'x'.repeat(300)}` });
    expect(created.statusCode, created.body).toBe(subscribeStatus);
    const list = await send('GET', '/api/push/subscriptions', member?.token);
    expect(list.statusCode).toBe(listStatus);
    if (subscribeStatus === 201) {
      const view = created.json();
      // The browser as it named itself (trimmed, at most 200 characters); never the keys.
      expect(view).toEqual({
        _id: expect.any(String),
        endpoint: address,
        userAgent: `Phone ${'x'.repeat(194)}`,
        createdAt: expect.any(String),
        lastSentAt: null,
      });
      expect(list.json()).toEqual({ subscriptions: [view] });
      expect((await rowOf(view._id))!.sessionId).toBeTruthy();
    }
    const id = subscribeStatus === 201 ? (created.json()._id as string) : 'x'.repeat(24);
    const removed = await send('DELETE', `/api/push/subscriptions/${id}`, member?.token);
    expect(removed.statusCode).toBe(deleteStatus);
    if (deleteStatus === 204) {
      expect(removed.body).toBe('');
      expect(await subscriptionsOf(member!.token)).toEqual([]);
    }
  });
});

describe('subscribing', () => {
  it('ties the browser to the session that subscribed: signing out removes it', async () => {
    const member = await makeMember(ctx.app, 'free');
    const id = (await subscribePush(ctx.app, member.token, endpoint('logout'))).json()._id as string;
    const session = (await rowOf(id))!.sessionId;
    expect((await send('POST', '/api/auth/logout', member.token)).statusCode).toBe(200);
    const sessions = await ctx.app.db.selectFrom('sessions').select('id').where('id', '=', session).execute();
    expect(sessions).toEqual([]);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('a refreshed token keeps push on: the new session takes the browser over, the old token stops', async () => {
    const member = await makeMember(ctx.app, 'free');
    const id = (await subscribePush(ctx.app, member.token, endpoint('refresh'))).json()._id as string;
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { token: member.token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await send('GET', '/api/push/subscriptions', member.token)).statusCode).toBe(401);
    const token = refreshed.json().token as string;
    expect((await subscriptionsOf(token)).map((s) => s._id)).toEqual([id]);
    const sessions = await ctx.app.db.selectFrom('sessions').select('id').where('userId', '=', member.row.id).execute();
    expect(sessions.map((row) => row.id)).toEqual([(await rowOf(id))!.sessionId]);
  });

  it('the same browser again: 200, the same row with the new keys; another member on that phone takes it over under a new id', async () => {
    const [first, second] = [await makeMember(ctx.app, 'free'), await makeMember(ctx.app, 'premium')];
    const address = endpoint('shared-phone');
    const created = await subscribePush(ctx.app, first.token, address);
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;

    const browser = fakeBrowser();
    const again = await subscribePush(ctx.app, first.token, address, { browser });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    expect(await rowOf(id)).toMatchObject({ userId: first.row.id, p256dh: browser.p256dh, auth: browser.auth });

    // Another member's now, under a new id: the first member's pushes still waiting name the old one.
    const taken = await subscribePush(ctx.app, second.token, address);
    expect(taken.statusCode).toBe(200);
    const takenId = taken.json()._id as string;
    expect(takenId).not.toBe(id);
    expect(await rowOf(id)).toBeUndefined();
    expect(await subscriptionsOf(first.token)).toEqual([]);
    expect((await subscriptionsOf(second.token)).map((s) => s._id)).toEqual([takenId]);
    const sessionOfSecond = await ctx.app.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', second.row.id)
      .executeTakeFirstOrThrow();
    expect((await rowOf(takenId))!.sessionId).toBe(sessionOfSecond.id);
  });

  it(`keeps at most ${PUSH_LIMITS.subscriptionsPerMember} browsers a member: the oldest gives way`, async () => {
    const member = await makeMember(ctx.app, 'free');
    const ids: string[] = [];
    for (let i = 0; i < PUSH_LIMITS.subscriptionsPerMember; i++) {
      ids.push((await subscribePush(ctx.app, member.token, endpoint(`device${i}`))).json()._id);
      // One a minute, the first the oldest: rows made within one millisecond would have no order.
      await ctx.app.db
        .updateTable('pushSubscriptions')
        .set({ createdAt: new Date(Date.now() - (60 - i) * 60_000).toISOString() })
        .where('id', '=', ids[i]!)
        .execute();
    }
    const newest = await subscribePush(ctx.app, member.token, endpoint('device-new'));
    expect(newest.statusCode).toBe(201);
    const kept = (await subscriptionsOf(member.token)).map((s) => s._id);
    expect(kept).toHaveLength(PUSH_LIMITS.subscriptionsPerMember);
    expect(kept).not.toContain(ids[0]);
    expect(kept).toEqual([newest.json()._id, ...ids.slice(1).reverse()]);
  });

  it('refuses endpoints the server must not call, and bad keys, naming the field', async () => {
    const member = await makeMember(ctx.app, 'free');
    const refused = t('en', PUSH_MESSAGES.endpointRefused);
    for (const address of [
      'http://push.example.com/send/1',
      'https://10.1.2.3/send',
      'https://192.168.1.1/send',
      'https://169.254.169.254/latest',
      'https://[::1]/send',
      'https://localhost/send',
      'https://user:pass@push.example.com/send',
      'ftp://push.example.com/send',
    ]) {
      expectFieldRefusal(
        await subscribePush(ctx.app, member.token, address),
        400,
        ERROR_TYPES.validation,
        'endpoint',
        refused,
      );
    }
    const notUrl = await subscribePush(ctx.app, member.token, 'not a url');
    expect(notUrl.statusCode).toBe(400);
    expect(Object.keys(notUrl.json().fields)).toEqual(['endpoint']);

    const badKeys = await send('POST', '/api/push/subscriptions', member.token, {
      endpoint: endpoint('bad-keys'),
      keys: { p256dh: 'short', auth: 'has spaces in it!!' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(Object.keys(badKeys.json().fields).sort()).toEqual(['keys.auth', 'keys.p256dh']);
    expect(await subscriptionsOf(member.token)).toEqual([]);
  });

  it('outside production takes a push service on this machine by http (tests, development)', async () => {
    const member = await makeMember(ctx.app, 'free');
    expect((await subscribePush(ctx.app, member.token, 'http://127.0.0.1:4567/push/1')).statusCode).toBe(201);
    expect((await subscribePush(ctx.app, member.token, 'http://localhost:4567/push/2')).statusCode).toBe(201);
    // Never without a port (a web server of the machine), nor another local address.
    expect((await subscribePush(ctx.app, member.token, 'http://127.0.0.1/push/3')).statusCode).toBe(400);
    expect((await subscribePush(ctx.app, member.token, 'http://10.0.0.1:4567/push/4')).statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('refuses every local address, by http or https', async () => {
    const app = await buildTestApp({ push: { ...testConfig().push, allowLocalTestService: false } });
    try {
      const member = await makeMember(app, 'free');
      for (const address of [
        'http://127.0.0.1:4567/push',
        'http://localhost:4567/push',
        'https://10.0.0.7/push',
        'https://127.0.0.1/push',
        'https://127.0.0.1:4567/push',
        'https://localhost/push',
        'https://push.localhost./push',
        'https://[::ffff:7f00:1]/push',
      ]) {
        const res = await subscribePush(app, member.token, address);
        expect(res.statusCode, address).toBe(400);
        expect(res.json().fields, address).toEqual({ endpoint: t('en', PUSH_MESSAGES.endpointRefused) });
      }
      expect((await subscribePush(app, member.token, endpoint('real'))).statusCode).toBe(201);
    } finally {
      await app.dispose();
    }
  });

  it('lets real push services through', () => {
    for (const address of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://8.8.8.8/push',
    ])
      expect(endpointAllowed(address, { allowLocalTestService: false }), address).toBe(true);
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  it("answers 404 for another member's browser or an unknown id, and leaves it", async () => {
    const [owner, other] = [await makeMember(ctx.app, 'free'), await makeMember(ctx.app, 'free')];
    const id = (await subscribePush(ctx.app, owner.token, endpoint('owned'))).json()._id as string;
    const notFound = t('en', PUSH_MESSAGES.notFound);
    for (const target of [id, 'f'.repeat(24)]) {
      const res = await send('DELETE', `/api/push/subscriptions/${target}`, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(notFound);
    }
    expect((await subscriptionsOf(owner.token)).map((s) => s._id)).toEqual([id]);
  });
});

describe('the push channel', () => {
  const pushRows = () =>
    ctx.app.db.selectFrom('outbox').selectAll().where('channel', '=', 'push').orderBy('createdAt').execute();

  async function answerAQuestion() {
    const asked = await send('POST', '/api/questions', ctx.author.token, {
      title: 'Best school in Pune?',
      content: 'Looking for CBSE schools near Kothrud',
      tags: ['education'],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = asked.json().question._id as string;
    const answered = await send('POST', '/api/answers', ctx.answerer.token, {
      questionId,
      content: 'Try the one near the river',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    return questionId;
  }

  it("queues one push per live browser of the member, in the member's language, unless they turned the kind off", async () => {
    await ctx.app.db.updateTable('users').set({ language: 'hi' }).where('id', '=', ctx.author.row.id).execute();
    const phone = (await subscribePush(ctx.app, ctx.author.token, endpoint('phone'))).json()._id as string;
    const laptop = (await subscribePush(ctx.app, ctx.author.token, endpoint('laptop'))).json()._id as string;
    // A browser signed in by another session of the author, which has run out since: not pushed to.
    const otherSession = await sessionToken(ctx.app, ctx.author.row.id);
    const stale = (await subscribePush(ctx.app, otherSession, endpoint('stale'))).json()._id as string;
    const staleSession = (await rowOf(stale))!.sessionId;
    await ctx.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', staleSession)
      .execute();

    const questionId = await answerAQuestion();
    const rows = await pushRows();
    expect(rows.map((row) => JSON.parse(row.recipients)[0]).sort()).toEqual([phone, laptop].sort());
    const text = t('hi', 'server.notify.question_answered', { actor: 'Ravi Answerer', title: 'Best school in Pune?' });
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', subject: 'question_answered', body: text });
      expect(JSON.parse(row.payload!)).toEqual({
        title: 'Sangam',
        body: text,
        url: `/questions/${questionId}`,
        tag: `question_answered:/questions/${questionId}`,
      });
    }

    const off = await send('PUT', '/api/notifications/preferences', ctx.author.token, {
      kinds: { question_answered: { push: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    await ctx.app.db.deleteFrom('outbox').execute();
    await answerAQuestion();
    expect(await pushRows()).toEqual([]);
  });
});
