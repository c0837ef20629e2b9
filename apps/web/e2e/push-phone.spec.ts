// Push notifications through the browser at 390 px (issue 37): a member turns on "Notifications on this phone" in
// Profile -> Notifications, the server keeps the browser's subscription, and an answer to their question reaches a
// push service (a fake one on 127.0.0.1 here) within the outbox's round, signed with the server's VAPID key and
// encrypted to the browser's keys, saying what the in-app notification says.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { registerViaApi, signIn, type RegisteredMember } from './helpers';

// web-push's own decryption library (RFC 8188), to read the message as the browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }) => Buffer;
};

// Service workers are blocked for the other specs (playwright.config.ts); push needs one.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  serviceWorkers: 'allow',
  permissions: ['notifications'],
});

type Received = { path: string; authorization: string; encoding: string; body: Buffer };

let service: Server;
let origin = '';
const received: Received[] = [];

test.beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization),
        encoding: String(request.headers['content-encoding']),
        body: Buffer.concat(chunks),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const auth = (member: RegisteredMember) => ({ Authorization: `Bearer ${member.token}` });

/** The VAPID claims of a push request, after checking its ES256 signature with `k`, which must be `publicKey`. */
function vapidClaims(authorization: string, publicKey: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, head, claims, signature, k] = match!;
  expect(k).toBe(publicKey);
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const data = Buffer.from(`${head}.${claims}`);
  expect(verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

test('push on in Profile -> Notifications brings an answer to my question to this phone', async ({ page, request }) => {
  // The outbox sends every 15 s.
  test.setTimeout(90_000);
  const [author, answerer] = [await registerViaApi(request), await registerViaApi(request)];

  // The browser's keys, made here so the test can read what the server encrypts to them.
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const authSecret = randomBytes(16).toString('base64url');
  const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
  // Chromium's PushManager would subscribe at Google's push service: it hands out this subscription instead.
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: PushSubscription | null = null;
      const stub = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        (window as unknown as { subscribedWith: string }).subscribedWith = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        current = stub;
        return Promise.resolve(stub);
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
    },
    { endpoint, p256dh, auth: authSecret },
  );

  const publicKey = ((await (await request.get('/api/push/public-key')).json()) as { publicKey: string }).publicKey;
  await signIn(page, author);
  await page.goto('/profile/notifications');
  const thisPhone = page.getByRole('switch', { name: 'Notifications on this phone' });
  await expect(page.getByText('Off in this browser.')).toBeVisible();
  await thisPhone.tap();
  await expect(page.getByText("On: this browser gets Sangam's notifications.")).toBeVisible();
  await expect(thisPhone).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => (window as unknown as { subscribedWith: string }).subscribedWith)).toBe(publicKey);

  const listed = await request.get('/api/push/subscriptions', { headers: auth(author) });
  expect(listed.status(), await listed.text()).toBe(200);
  const { subscriptions } = (await listed.json()) as { subscriptions: { endpoint: string }[] };
  expect(subscriptions.map((s) => s.endpoint)).toEqual([endpoint]);

  // Another member answers the author's question.
  const asked = await request.post('/api/questions', {
    headers: auth(author),
    data: { title: `Which seeds suit black soil ${Date.now()}?`, content: 'For cotton, in Wardha.', tags: ['farming'] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const questionId = ((await asked.json()) as { question: { _id: string } }).question._id;
  const answered = await request.post('/api/answers', {
    headers: auth(answerer),
    data: { questionId, content: 'Ask at the Krishi Seva Kendra near the bus stand.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);

  const path = new URL(endpoint).pathname;
  await expect.poll(() => received.filter((r) => r.path === path).length, { timeout: 40_000 }).toBe(1);
  const message = received.find((r) => r.path === path)!;
  const claims = vapidClaims(message.authorization, publicKey);
  expect(claims.aud).toBe(origin);
  expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  expect(message.encoding).toBe('aes128gcm');
  const payload = JSON.parse(
    ece.decrypt(message.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8'),
  ) as { title: string; body: string; url: string };

  const inApp = await request.get('/api/notifications', { headers: auth(author) });
  const [notification] = ((await inApp.json()) as { notifications: { text: string; link: string }[] }).notifications;
  expect(payload.body).toBe(notification!.text);
  expect(payload.url).toBe(notification!.link);
  expect(payload.body).toContain(answerer.name);
});
