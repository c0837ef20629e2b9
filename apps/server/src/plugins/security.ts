import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Razorpay's checkout script, its frame and its API; allowed only when Razorpay takes the payments. */
const RAZORPAY = { script: 'https://checkout.razorpay.com', api: 'https://api.razorpay.com' };

/** Security headers on every reply, and compression for the mobile-data users. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const razorpay = app.config.payments.provider === 'razorpay';
  // Helmet's headers depend on nothing in the request here (no nonces), so they are worked out once: helmet itself
  // builds each one again for every reply (the CSP's text among them), 2% of a busy server's time.
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY.script] : [])],
          // React sets style attributes; no inline <script> is ever allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(razorpay ? [RAZORPAY.api] : [])],
          frameSrc: razorpay ? ["'self'", RAZORPAY.api, RAZORPAY.script] : ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(compress, { threshold: 1024 });
});

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on a reply, as it sets them. */
function headersOf(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader() {},
  };
  let failed: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => (failed = error));
  if (failed) throw failed;
  return headers;
}
