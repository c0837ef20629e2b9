import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { PUSH_LIMITS } from '@sangam/shared/push';
import { t } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { fakeBrowser, subscribePush, type FakeBrowser } from '../../test/push.ts';

// web-push's own decryption library (RFC 8188), to read what the server sent as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }) => Buffer;
};

const ctx = useTestApp({
  author: ['free', { ...SETTLED, name: 'Asha Author', language: 'hi' }],
  answerer: ['free', { ...SETTLED, name: 'Ravi Answerer' }],
});
raisePostingLimit('questions', 100);

type Received = { path: string; payload: unknown; problems: string[] };

/**
 * A push service on 127.0.0.1 that checks each message as a real one would (the VAPID signature and claims, the
 * encoding, the TTL), decrypts it with the subscribed browser's keys, and answers `answer`.
 */
const service = {
  server: undefined as Server | undefined,
  origin: '',
  answer: 201,
  received: [] as Received[],
  browsers: new Map<string, FakeBrowser>(),
};

function check(path: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Received {
  const problems: string[] = [];
  const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(headers.authorization));
  if (!auth) return { path, payload: null, problems: [`no VAPID authorization: ${headers.authorization}`] };
  const [token, publicKey] = [auth[1]!, auth[2]!];
  if (publicKey !== ctx.app.config.push.publicKey) problems.push('k is not the server key');
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) problems.push('the JWT does not verify with k');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') problems.push('alg is not ES256');
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (jwt.aud !== service.origin) problems.push(`aud ${jwt.aud}`);
  const now = Date.now() / 1000;
  if (!(jwt.exp > now && jwt.exp <= now + 24 * 3600)) problems.push(`exp ${jwt.exp}`);
  if (jwt.sub !== ctx.app.config.push.subject) problems.push(`sub ${jwt.sub}`);
  if (headers['content-encoding'] !== 'aes128gcm') problems.push(`content-encoding ${headers['content-encoding']}`);
  if (headers.ttl !== String(PUSH_LIMITS.ttlSeconds)) problems.push(`ttl ${headers.ttl}`);
  const browser = service.browsers.get(path);
  if (!browser) return { path, payload: null, problems: [...problems, 'unknown subscription'] };
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
  return { path, payload: JSON.parse(plain.toString('utf8')) as unknown, problems };
}

beforeAll(async () => {
  service.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        service.received.push(check(request.url!, request.headers, Buffer.concat(chunks)));
      } catch (error) {
        service.received.push({ path: request.url!, payload: null, problems: [String(error)] });
      }
      response.writeHead(service.answer).end();
    });
  });
  await new Promise<void>((resolve) => service.server!.listen(0, '127.0.0.1', resolve));
  service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => service.server?.close(resolve)));
// Each test with the author's one phone and nothing waiting in the outbox.
beforeEach(async () => {
  service.received = [];
  service.answer = 201;
  await ctx.app.db.deleteFrom('pushSubscriptions').execute();
  await ctx.app.db.deleteFrom('outbox').execute();
});

/** The author's phone with push on, subscribed through the route with a fresh key pair. */
async function subscribedPhone() {
  const browser = fakeBrowser();
  const path = `/push/${Math.random().toString(36).slice(2)}`;
  service.browsers.set(path, browser);
  const res = await subscribePush(ctx.app, ctx.author.token, `${service.origin}${path}`, { browser });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json()._id as string, path };
}

const inject = (method: 'POST', url: string, token: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });

/** The answerer answers a new question of the author's, through the routes: the author is notified. */
async function answerAQuestion() {
  const asked = await inject('POST', '/api/questions', ctx.author.token, {
    title: 'Best school in Pune?',
    content: 'Looking for CBSE schools near Kothrud',
    tags: ['education'],
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const questionId = asked.json().question._id as string;
  const answered = await inject('POST', '/api/answers', ctx.answerer.token, {
    questionId,
    content: 'Try the one near the river',
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return questionId;
}

const pushRowTo = (subscriptionId: string) =>
  ctx.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', 'push')
    .where('recipients', '=', JSON.stringify([subscriptionId]))
    .executeTakeFirstOrThrow();

const subscription = (id: string) =>
  ctx.app.db.selectFrom('pushSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();

describe('Web Push delivery through the outbox', () => {
  it("reaches the browser: signed with the server's VAPID key, encrypted to the browser, in the member's language", async () => {
    const phone = await subscribedPhone();
    const questionId = await answerAQuestion();
    await ctx.app.outbox.deliverDue();

    const text = t('hi', 'server.notify.question_answered', { actor: 'Ravi Answerer', title: 'Best school in Pune?' });
    expect(service.received).toEqual([
      {
        path: phone.path,
        payload: {
          title: 'Sangam',
          body: text,
          url: `/questions/${questionId}`,
          tag: `question_answered:/questions/${questionId}`,
        },
        problems: [],
      },
    ]);
    // Sent: the row keeps no payload; the device list shows when it last got one.
    expect(await pushRowTo(phone.id)).toMatchObject({ status: 'sent', payload: null, attempts: 0 });
    expect((await subscription(phone.id))!.lastSentAt).toEqual(expect.any(String));
  });

  it.each([410, 404])(
    'a push service answering %i: the browser is forgotten and the message not tried again',
    async (status) => {
      const phone = await subscribedPhone();
      service.answer = status;
      await answerAQuestion();
      await ctx.app.outbox.deliverDue();
      expect(service.received.map((r) => r.path)).toEqual([phone.path]);
      expect(await subscription(phone.id)).toBeUndefined();
      expect(await pushRowTo(phone.id)).toMatchObject({ status: 'failed', payload: null, attempts: 1 });
    },
  );

  it('a push service refusing the message otherwise (400): given up, the browser kept', async () => {
    const phone = await subscribedPhone();
    service.answer = 400;
    await answerAQuestion();
    await ctx.app.outbox.deliverDue();
    expect(await pushRowTo(phone.id)).toMatchObject({ status: 'failed', payload: null, attempts: 1 });
    expect(await subscription(phone.id)).toBeDefined();
  });

  it('a push service failing (500): tried again later, the payload kept for it', async () => {
    const phone = await subscribedPhone();
    service.answer = 500;
    await answerAQuestion();
    await ctx.app.outbox.deliverDue();
    const row = await pushRowTo(phone.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('500') });
    expect(row.payload).toBeTruthy();
    expect(row.nextAttemptAt! > new Date().toISOString()).toBe(true);
    expect(await subscription(phone.id)).toBeDefined();
  });

  it('a browser whose push was turned off before the message went: nothing is sent', async () => {
    const phone = await subscribedPhone();
    await answerAQuestion();
    const off = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${phone.id}`,
      headers: bearer(ctx.author.token),
    });
    expect(off.statusCode).toBe(204);
    await ctx.app.outbox.deliverDue();
    expect(service.received).toEqual([]);
    expect(await pushRowTo(phone.id)).toMatchObject({ status: 'failed', payload: null });
  });
});
