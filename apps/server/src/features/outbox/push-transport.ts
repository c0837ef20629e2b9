import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PUSH_LIMITS } from '@sangam/shared/push';
import type { PushConfig } from '../../config.ts';
import { isPrivateAddress } from '../../lib/push-endpoint.ts';

/** A browser's push subscription as stored: where to POST and the keys the payload is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Sends one encrypted message to a browser's push service; answers the service's HTTP status. */
export type PushTransport = (target: PushTarget, payload: string) => Promise<number>;

const PUSH_TIMEOUT_MS = 20_000;

/**
 * The endpoint's host resolved as usual, refused when it resolves to an address of this network: an endpoint passed
 * the address rules when subscribed (lib/push-endpoint.ts), but a name's address can change after (SSRF by DNS).
 */
const publicOnly =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, done) =>
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return done(error, '', 0);
      const refused = addresses.find(({ address }) => isPrivateAddress(address));
      if (refused && !(allowLoopback && (hostname === 'localhost' || hostname === '127.0.0.1')))
        return done(
          Object.assign(new Error(`${hostname} resolves to ${refused.address}`), { code: 'EPRIVATE' }),
          '',
          0,
        );
      if (options.all) return done(null, addresses);
      done(null, addresses[0]!.address, addresses[0]!.family);
    });

/**
 * Web Push with VAPID: web-push (loaded with the first push) encrypts the payload (aes128gcm) and signs the request;
 * node:http(s) sends it, with a lookup that keeps it off this network, a timeout within the outbox lease, and no
 * redirects followed (where an endpoint redirects to has passed no rules).
 */
export function pushTransport(config: PushConfig): PushTransport {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  const guardedLookup = publicOnly(config.allowLocalTestService);
  let webpush: Promise<typeof import('web-push')> | undefined;
  return async (target, payload) => {
    webpush ??= import('web-push').then((module) => module.default ?? module);
    const request = (await webpush).generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails, TTL: PUSH_LIMITS.ttlSeconds, urgency: 'normal' },
    );
    const url = new URL(request.endpoint);
    const send = url.protocol === 'http:' ? http.request : https.request;
    return new Promise<number>((resolve, reject) => {
      const sending = send(url, {
        method: request.method,
        headers: request.headers,
        lookup: guardedLookup,
        timeout: PUSH_TIMEOUT_MS,
      });
      sending.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sending.on('timeout', () => sending.destroy(new Error('the push service did not answer within 20 s')));
      sending.on('error', reject);
      sending.end(request.body ?? undefined);
    });
  };
}
