import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Razorpay's checkout script, its frame and its API; allowed only when Razorpay takes the payments. */
const RAZORPAY = { script: 'https://checkout.razorpay.com', api: 'https://api.razorpay.com' };

/** Security headers on every reply, and compression for the mobile-data users. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const razorpay = app.config.payments.provider === 'razorpay';
  // Built once: @fastify/helmet builds helmet's middleware again for every request, a tenth of a cheap one.
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(compress, { threshold: 1024 });
});
