import webpush from 'web-push';
import { PUSH_LIMITS } from '@sangam/shared/push';
import type { PushConfig } from '../../config.ts';

/** A browser's push subscription as stored: where to POST and the keys the payload is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Sends one encrypted message to a browser's push service; answers the service's HTTP status. */
export type PushTransport = (target: PushTarget, payload: string) => Promise<number>;

const PUSH_TIMEOUT_MS = 20_000;

/**
 * Web Push with VAPID: web-push encrypts the payload (aes128gcm) and signs the request; we send it with fetch, which
 * talks to http endpoints too (a fake push service in tests) and can be given a timeout within the outbox lease.
 * Redirects are not followed: an endpoint passed the address rules (features/push/endpoint-rules.ts), where it
 * redirects to has not.
 */
export function pushTransport(config: PushConfig): PushTransport {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return async (target, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails, TTL: PUSH_LIMITS.ttlSeconds, urgency: 'normal' },
    );
    // fetch sets the length itself from the body.
    const headers = Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)] as [string, string]);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      ...(request.body ? { body: request.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
