import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config.ts';
import { proxyTrust } from './proxy-trust.ts';

/** Visible ASCII, at most 128 characters: what a proxy's id looks like, and nothing that could break a log line. */
const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy (TRUST_PROXY) sends, so its access log and ours name a
 * request alike; otherwise, or when the header is not a plausible id, a random UUID. A client reaching the server
 * directly cannot choose its id: it could forge or collide with other requests' log lines.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = proxyTrust(trust);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}
