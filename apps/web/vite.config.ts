import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogs } from './build/catalogs.ts';
import { codeSplitting } from './build/chunkGroups.ts';
import { memberFacingFiles, type ViteManifest } from './build/precacheFiles.ts';

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest settings: the server sends them
 * as they are (@fastify/static preCompressed), so phones get the smallest files at no cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'sangam-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        const target = path.join(options.dir!, name);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development([\\/]index)\.m?js$/, 'production$1.mjs');

const outDir = path.resolve(import.meta.dirname, 'dist');

/**
 * The service worker (src/pwa/sw.ts, built to /sw.js): Workbox precaches index.html and what the member-facing pages
 * load (build/precacheFiles.ts), not the admin screens', the fonts (the Hindi font only Hindi pages load), the .br/.gz
 * copies, source maps or og-image; the rest is kept when first used. The manifest is the server's (/manifest.webmanifest, per language); the page registers the
 * worker itself after the first paint (src/pwa/register.ts).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/icon-192.png', 'icons/badge-96.png'],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
          const kept = memberFacingFiles(manifest);
          return {
            manifest: entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || kept.has(entry.url)),
            warnings: [],
          };
        },
      ],
    },
  });

export default defineConfig(({ command }) => ({
  plugins: [catalogs(), react(), tailwindcss(), precompress(), serviceWorker()],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zodJitless.ts') },
      // react-router's package exports only its development build (the same code with its warnings on) to bundlers.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    // The API runs on its own port in development; in production one process serves both.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir,
    assetsDir: 'assets',
    emptyOutDir: true,
    // .vite/manifest.json: each page module's chunk and what it imports. The server reads it with the route table
    // (@sangam/shared/routes) and lists a page's chunks in its HTML as modulepreload links.
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66+, Safari 17+, Firefox 115+).
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting } },
  },
}));
