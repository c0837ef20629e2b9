import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { t, requestLanguage } from '../lib/i18n.ts';

/** A body this small arrives whole within one window, even on 2G. */
const SMALL_BODY = 16 * 1024;
/** What a larger body must deliver per window: about 1 KB a second, far below a phone's slowest upload. */
const MIN_BYTES_PER_WINDOW = (windowMs: number) => Math.ceil(windowMs * 1.024);

/**
 * Bounds the time to receive a request's body, so connections that send a byte and stop cannot pile up
 * (headers are bounded by the server's headersTimeout). A small body must arrive whole within BODY_TIMEOUT; a
 * larger one (an upload on slow mobile data) must keep moving: at least MIN_BYTES_PER_WINDOW in each window,
 * however long the whole takes. Time the server itself is behind (its buffer full, so the client cannot send)
 * does not count. A body too slow gets a 408 and the connection is closed.
 */
export const bodyTimeoutPlugin = fp(async (app: FastifyInstance) => {
  const windowMs = app.config.bodyTimeoutMs;
  if (!windowMs) return;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!expectsBody(raw) || raw.complete) return done();
    const size = Number(raw.headers['content-length']);
    const small = Number.isFinite(size) && size <= SMALL_BODY;
    const socket = raw.socket;
    let readBefore = socket.bytesRead;
    const timer = setInterval(() => {
      const arrived = socket.bytesRead - readBefore;
      readBefore = socket.bytesRead;
      const serverBehind = raw.readableLength >= raw.readableHighWaterMark;
      if (serverBehind || (!small && arrived >= MIN_BYTES_PER_WINDOW(windowMs))) return;
      clearInterval(timer);
      request.log.info({ arrived }, 'request body too slow: closed');
      tooSlow(raw, reply.raw);
    }, windowMs);
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
});

/** True when the request declares a body (a length above 0, or chunks). */
export const expectsBody = (raw: IncomingMessage) =>
  Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;

/** The 408's body in the request's language (written to the socket here, so the error plugin never sees it). */
const tooSlowBody = (raw: IncomingMessage) =>
  JSON.stringify({ message: t(requestLanguage(raw), 'common.server.tooSlow'), type: ERROR_TYPES.timeout });

/** Node's own request timeout answers this way too: a raw 408 while the response has not begun, then close. */
function tooSlow(raw: IncomingMessage, response: ServerResponse) {
  const socket = raw.socket;
  if (socket.destroyed) return;
  if (!response.headersSent && !socket.writableEnded) {
    const body = tooSlowBody(raw);
    socket.end(
      'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}
