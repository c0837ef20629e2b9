import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import { replySerializerCompiler } from './lib/reply-serializer.ts';
import { forgetChangeStamp } from './db/change-stamps.ts';
import { type DatabaseHandle, type Db, type DialectName } from './db/dialect.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { accountRoutes } from './features/auth/account.routes.ts';
import { findLiveSession } from './features/auth/sessions.queries.ts';
import { consentsRoutes } from './features/consents/consents.routes.ts';
import { dashboardRoutes } from './features/admin/dashboard.routes.ts';
import { dataExportAdminRoutes, dataExportRoutes } from './features/data-export/data-export.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { directoryRoutes } from './features/directory/directory.routes.ts';
import { contactRevealsRoutes } from './features/contact-reveals/contact-reveals.routes.ts';
import { blocksRoutes } from './features/blocks/blocks.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { AppMetrics } from './features/metrics/metrics.service.ts';
import { formPreview } from './features/forms/form-preview.ts';
import { listPagePreview } from './features/site-settings/list-page-preview.ts';
import { questionPreview } from './features/questions/question-preview.ts';
import { listingPreview } from './features/listings/listing-preview.ts';
import { listingsAdminRoutes } from './features/listings/listings.admin.routes.ts';
import { listingsRoutes } from './features/listings/listings.routes.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { newsAdminRoutes } from './features/news/news.admin.routes.ts';
import { newsPreview } from './features/news/news-preview.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { moderationRoutes } from './features/moderation/moderation.routes.ts';
import { reportsRoutes } from './features/moderation/reports.routes.ts';
import { matrimonialAdminRoutes } from './features/matrimonial/matrimonial.admin.routes.ts';
import { matrimonialRoutes } from './features/matrimonial/matrimonial.routes.ts';
import { shortlistRoutes } from './features/matrimonial/shortlist.routes.ts';
import { successStoriesPreview } from './features/matrimonial/success-stories-preview.ts';
import { successStoriesAdminRoutes, successStoriesRoutes } from './features/matrimonial/success-stories.routes.ts';
import { interestsRoutes } from './features/matrimonial/interests.routes.ts';
import { matrimonialMatchesRoutes } from './features/matrimonial/matrimonial-matches.routes.ts';
import { paymentsAdminRoutes } from './features/payments/payments.admin.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { referralsAdminRoutes } from './features/referrals/referrals.admin.routes.ts';
import { referralRoutes } from './features/referrals/referrals.routes.ts';
import { siteSettingsAdminRoutes } from './features/site-settings/site-settings.admin.routes.ts';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes.ts';
import { usersAdminRoutes } from './features/users/users.admin.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { questionsAdminRoutes } from './features/questions/questions.admin.routes.ts';
import { answersRoutes, questionsRoutes } from './features/questions/questions.routes.ts';
import { formsRoutes } from './features/forms/forms.routes.ts';
import { submissionsRoutes } from './features/submissions/submissions.routes.ts';
import { serveSubmissionFile } from './features/submissions/submission-files.service.ts';
import { submitForm } from './features/submissions/submit.service.ts';
import { MemoryCounters, type Counters } from './lib/counters.ts';
import { Outbox } from './features/outbox/outbox.service.ts';
import { outboxTransports } from './features/outbox/transports.ts';
import { MediaUrls } from './lib/media-url.ts';
import { requestIdGenerator } from './lib/request-id.ts';
import { TokenService } from './lib/tokens.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyTimeoutPlugin } from './plugins/body-timeout.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { serverErrorNotices } from './features/notifications/server-errors.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { fairAcceptPlugin } from './plugins/fair-accept.ts';
import { requestContextPlugin } from './plugins/request-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    tokens: TokenService;
    /** Rate-limit counters: memory, or Redis when REDIS_URL is set. */
    counters: Counters;
    /** Signs and checks the short-lived URLs of protected media. */
    mediaUrls: MediaUrls;
    /** Mail and WhatsApp/SMS waiting to go out; a one-time code is tried at once (sendNow). */
    outbox: Outbox;
    /** This app's Prometheus registry and request counts (GET /api/metrics). */
    metrics: AppMetrics;
  }
}

/**
 * Fastify's form of TRUST_PROXY. A hop count trusts that many addresses from the socket's end of the
 * X-Forwarded-For chain (the balancer and the ones behind it); the client's own entries further left are
 * never taken. Fastify reads a bare number as "trust nobody", hence the function.
 */
const trustedProxies = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Logs to stdout (true), nowhere (false), or to a stream of JSON lines (tests reading the log). */
  logger?: boolean | { stream: { write: (line: string) => void } };
  counters?: Counters;
};

export async function buildApp({
  config,
  database,
  logger = true,
  counters = new MemoryCounters(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.token'],
      ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id (reqId): a trusted proxy's X-Request-Id, else one of ours.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Headers within the body timeout (Node's default waits a minute), checked every second; bodies are timed by
    // plugins/body-timeout.ts, since an upload on slow data may rightly take minutes.
    ...(config.bodyTimeoutMs
      ? { http: { headersTimeout: config.bodyTimeoutMs, connectionsCheckingInterval: 1_000 }, requestTimeout: 0 }
      : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onRequest', async () => forgetChangeStamp(database.db));
  app.decorate('dialect', database.dialect);
  app.decorate('tokens', new TokenService(config.jwtSecret));
  app.decorate('counters', counters);
  app.decorate('mediaUrls', new MediaUrls(config.jwtSecret));
  app.decorate('outbox', new Outbox(database.db, outboxTransports(config, app.log)));
  app.decorate('metrics', new AppMetrics(database));
  app.addHook('onResponse', async (request, reply) => app.metrics.observe(request, reply));
  app.addHook('onClose', () => counters.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API replies carry members' data: no browser or proxy keeps a copy (a shared phone's cache must not hold
    // someone's contacts). Routes whose replies are public and immutable (media) set their own header.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const serverErrors = serverErrorNotices(database.db, app.log);
  app.addHook('onClose', async () => serverErrors.stop());
  await app.register(errorsPlugin, { onServerError: serverErrors.report });
  await app.register(bodyTimeoutPlugin);
  await app.register(loadSheddingPlugin);
  await app.register(fairAcceptPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin, { findSession: findLiveSession });
  // Multipart bodies are read by the upload pipeline (features/media/media-upload.service.ts) with per-field limits.
  await app.register(multipart);
  await app.register(textInputPlugin);
  await app.register(requestContextPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(accountRoutes, { prefix: '/profile' });
      await api.register(dataExportRoutes, { prefix: '/profile' });
      await api.register(consentsRoutes, { prefix: '/profile/consents' });
      await api.register(contactRevealsRoutes, { prefix: '/profile' });
      await api.register(referralRoutes, { prefix: '/referrals' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(directoryRoutes, { prefix: '/directory' });
      await api.register(blocksRoutes, { prefix: '/blocks' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(listingsRoutes, { prefix: '/listings' });
      await api.register(listingsAdminRoutes, { prefix: '/admin/listings' });
      await api.register(usersAdminRoutes, { prefix: '/admin/users' });
      await api.register(dataExportAdminRoutes, { prefix: '/admin/users' });
      await api.register(referralsAdminRoutes, { prefix: '/admin/referrals' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(paymentsAdminRoutes, { prefix: '/admin/payments' });
      await api.register(dashboardRoutes, { prefix: '/admin' });
      await api.register(auditRoutes, { prefix: '/admin/audit' });
      await api.register(siteSettingsRoutes, { prefix: '/site-settings' });
      await api.register(siteSettingsAdminRoutes, { prefix: '/admin/site-settings' });
      await api.register(newsRoutes, { prefix: '/news' });
      await api.register(newsAdminRoutes, { prefix: '/news' });
      await api.register(questionsRoutes, { prefix: '/questions' });
      await api.register(answersRoutes, { prefix: '/answers' });
      await api.register(questionsAdminRoutes, { prefix: '/admin' });
      await api.register(formsRoutes, { prefix: '/forms', submitForm, serveSubmissionFile });
      await api.register(submissionsRoutes, { prefix: '/submissions' });
      await api.register(matrimonialRoutes, { prefix: '/matrimonial' });
      await api.register(shortlistRoutes, { prefix: '/matrimonial' });
      await api.register(interestsRoutes, { prefix: '/matrimonial' });
      await api.register(matrimonialMatchesRoutes, { prefix: '/matrimonial' });
      await api.register(matrimonialAdminRoutes, { prefix: '/admin/matrimonial' });
      await api.register(successStoriesRoutes, { prefix: '/matrimonial/success-stories' });
      await api.register(successStoriesAdminRoutes, { prefix: '/admin/matrimonial/success-stories' });
      await api.register(notificationsRoutes, { prefix: '/notifications', findSession: findLiveSession });
      await api.register(pushRoutes, { prefix: '/push' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(moderationRoutes, { prefix: '/admin/moderation' });
    },
    { prefix: '/api' },
  );

  await app.register(staticWebPlugin, {
    root: config.webDist,
    publicUrl: config.publicUrl,
    pageMeta: [
      listingPreview(database.db),
      newsPreview(database.db),
      questionPreview(database.db),
      formPreview(database.db),
      successStoriesPreview(database.db),
      listPagePreview(database.db),
    ],
  });
  return app;
}
