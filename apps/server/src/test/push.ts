import type { FastifyInstance } from 'fastify';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { bearer } from './helper.ts';

/** A browser's side of a push subscription: its P-256 key pair and auth secret, as a browser would make them. */
export type FakeBrowser = { ecdh: ECDH; p256dh: string; auth: string };

export function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** POST /api/push/subscriptions as the member, from a browser naming itself `userAgent`. */
export const subscribePush = (
  app: FastifyInstance,
  token: string | undefined,
  endpoint: string,
  { browser = fakeBrowser(), userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131' } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...(token ? bearer(token) : {}), 'user-agent': userAgent },
    payload: { endpoint, expirationTime: null, keys: { p256dh: browser.p256dh, auth: browser.auth } },
  });
