import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { LANGUAGES, type Language } from '@sangam/shared/i18n/languages';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { requestLanguage } from '../lib/i18n.ts';
import { STATIC_ROUTE } from '../lib/metrics.ts';
import {
  withAbsoluteImage,
  withAlternates,
  withLanguage,
  withPageMeta,
  type PageMetaResolver,
} from '../lib/page-meta.ts';
import { cataloguePreloads, routePreloads, VITE_MANIFEST_FILE, withPreloads } from '../lib/route-preloads.ts';
import { memberFacingPages } from '@sangam/shared/routes';
import { WEB_MANIFEST_PATH, webManifest } from '../lib/web-manifest.ts';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, index.html never is.
 * Unknown /api paths answer a JSON 404; every other unknown path gets index.html, whose router shows
 * the Page Not Found screen. Files come as the build precompressed them (.br, .gz beside each one); the
 * rest, and the HTML shell, are compressed by @fastify/compress, which only hooks into routes: the shell is
 * therefore a GET route of its own, not the not-found handler. Each member-facing page of the route table
 * (@sangam/shared/routes) is a GET route too, whose HTML lists the page's scripts (from Vite's manifest) as
 * modulepreload links; Fastify's router picks the route as the app's does (a named path before a parameter).
 * The HTML is in the request's language (`?lang=`, else the web's lang cookie, else Accept-Language): <html lang>,
 * the title and the preview tags, and it preloads that language's catalogues the app waits for before its first
 * render (the layout's and the page's); each page's HTML is made once per language at start.
 */
/** The service worker's address (apps/web/src/pwa/sw.ts, built to the site's root): its scope is the whole site. */
const SERVICE_WORKER = '/sw.js';
/**
 * Every route here, left out of /api/docs and counted by the metrics under one `route` label: each built file is a
 * route of its own (one per hashed name, new with every deploy), which as labels would grow without end.
 */
const WEB_ROUTE = { schema: { hide: true }, config: { metricsRoute: STATIC_ROUTE } };

export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { root: string | undefined; publicUrl: string; pageMeta?: PageMetaResolver[] },
  ) => {
    const root = opts.root;
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const indexHtml =
      indexFile && existsSync(indexFile)
        ? withAbsoluteImage(readFileSync(indexFile, 'utf8'), opts.publicUrl)
        : undefined;
    if (!indexHtml) app.log.warn({ root }, 'web app not built: run `npm run build` to serve the site');
    const manifestFile = root ? path.join(root, VITE_MANIFEST_FILE) : undefined;
    const manifest = manifestFile && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    const preloads = routePreloads(manifest, memberFacingPages);
    const catalogues = cataloguePreloads(manifest, memberFacingPages);

    if (root && indexHtml) {
      // @fastify/static takes no route config: its routes get WEB_ROUTE's from a context of their own.
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, ...WEB_ROUTE.config };
        });
        // The hashed files, hundreds with their .br and .gz, under one route: a route per file would cost every
        // server process megabytes of route objects. A missing one falls to the not-found handler (a 404).
        await files.register(fastifyStatic, {
          root: path.join(root, 'assets'),
          prefix: '/assets/',
          wildcard: true,
          index: false,
          // A dotfile a deploy left there (.env, .DS_Store) is a 404, as the per-file routes never routed one.
          dotfiles: 'ignore',
          preCompressed: true,
          setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
        });
        // The few files at the root (icons, robots.txt), each a route of its own: `/*` is the app's shell.
        await files.register(fastifyStatic, {
          root,
          wildcard: false,
          index: false,
          preCompressed: true,
          decorateReply: false,
          // The shell is always the app's (its language, its preloads); the service worker has its own route (below):
          // never a stale precompressed copy of either.
          globIgnore: ['assets/**', 'index.html*', `${SERVICE_WORKER.slice(1)}*`],
          setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=3600'),
        });
      });
    }

    /** The page in each language, with its scripts and that language's catalogues as modulepreload links. */
    const inEachLanguage = (html: string, scripts: string[], catalogueFiles: Record<Language, string[]>) =>
      Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          html && withPreloads(withLanguage(html, lang), [...scripts, ...catalogueFiles[lang]]),
        ]),
      ) as Record<Language, string>;

    const notFoundReply = { message: 'common.server.notFound' satisfies MessageId, type: ERROR_TYPES.notFound };
    const shell = (pages: Record<Language, string>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0]!;
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send(notFoundReply);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send(notFoundReply);
      }
      if (!pages.en)
        return reply.status(503).type('text/plain').send('The web app is not built yet. Run: npm run build');
      // Plain files (e.g. /favicon.ico) that do not exist, and anything under /assets, are real 404s, not the app.
      if ((path.extname(url) && !url.endsWith('.html')) || url.startsWith('/assets/'))
        return reply.status(404).type('text/plain').send('Not found');
      const lang = requestLanguage(request);
      const html = withAlternates(pages[lang], url, opts.publicUrl);
      // The language comes from these headers when the address has no ?lang=: a cache must keep one copy per value.
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      // Shared links get a preview card of their own (a listing's title, description and image); its
      // absolute links come from PUBLIC_URL, never from the request's Host header.
      for (const resolver of opts.pageMeta ?? []) {
        const match = resolver.pattern.exec(url);
        const meta = match && (await resolver.resolve(match, lang));
        if (meta) return reply.send(withPageMeta(html, meta, opts.publicUrl, lang));
      }
      return reply.send(html);
    };
    // The manifest in the asker's language (the HTML of each language links its own with ?lang=); an hour in caches.
    const manifests = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.stringify(webManifest(lang))])) as Record<
      Language,
      string
    >;
    app.get(WEB_MANIFEST_PATH, WEB_ROUTE, async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .header('Vary', 'Accept-Language, Cookie')
        .type('application/manifest+json; charset=utf-8')
        .send(manifests[requestLanguage(request)]),
    );

    // The service worker, read at each request so a deploy's new one is what browsers find when they look for an
    // update; never kept by a cache on the way, whatever the browser's own rules for it.
    if (root && indexHtml) {
      const workerFile = path.join(root, SERVICE_WORKER);
      app.get(SERVICE_WORKER, WEB_ROUTE, async (_request, reply) => {
        const source = await readFile(workerFile, 'utf8').catch(() => null);
        if (source === null) return reply.status(404).type('text/plain').send('Not found');
        return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(source);
      });
    }

    const indexShell = shell(inEachLanguage(indexHtml ?? '', [], catalogues.layout));
    app.get('/*', WEB_ROUTE, indexShell);
    if (indexHtml) {
      for (const { path: route } of memberFacingPages) {
        const scripts = preloads.get(route) ?? [];
        const catalogueFiles = catalogues.forRoute.get(route) ?? catalogues.layout;
        if (!scripts.length && !catalogueFiles.en.length) continue;
        app.get(route, WEB_ROUTE, shell(inEachLanguage(indexHtml, scripts, catalogueFiles)));
      }
    }
    app.setNotFoundHandler(indexShell);
  },
);
