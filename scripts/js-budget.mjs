#!/usr/bin/env node
// `npm test`'s check of the JavaScript a public page loads before its first paint, on the built apps/web/dist, from
// Vite's manifest (.vite/manifest.json) and the route table (packages/shared/src/routes.ts): for each page
// `npm run lighthouse` measures, index.html's entry and the chunks it imports, plus the page's own chunk and the
// chunks that imports (the server preloads them and main.tsx waits for them before the first render), plus the
// catalogues main.tsx waits for: the shell's and the page's first-paint words, in English and in Hindi. gzip at
// level 6 in KB of 1024 bytes, as lighthouse.mjs counts. The budget: 125 KB (issue 30), and for the two languages
// (issue 32) at most 10 KB more than each page had before them (BEFORE_LANGUAGES, measured on the build of edf17dc).
// Exits 1 above it. Build first (npm run build -w apps/web); another build folder can be given:
// node scripts/js-budget.mjs <dist>.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const BUDGET_KB = 125;
const LANGUAGES_ALLOWANCE_KB = 10;
const BEFORE_LANGUAGES = {
  '/': 119.3,
  '/latest-events': 119.1,
  '/questions': 119.6,
  '/matrimonial': 121.3,
  '/forms/:slug': 124.4,
  '/login': 117.2,
};
const PAGES = Object.keys(BEFORE_LANGUAGES);
const LANGUAGES = ['en', 'hi'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { appRoutes } = await tsImport(
  pathToFileURL(join(root, 'packages', 'shared', 'src', 'routes.ts')).href,
  import.meta.url,
);

const gzipKb = (source) => gzipSync(readFileSync(join(dist, manifest[source].file))).length / 1024;
/** A chunk and what it imports statically, leaving out `known`'s. */
const closure = (source, known = new Set(), into = new Set()) => {
  if (into.has(source) || known.has(source) || !manifest[source]) return into;
  into.add(source);
  for (const imported of manifest[source].imports ?? []) closure(imported, known, into);
  return into;
};
const sum = (sources) => [...sources].reduce((kb, source) => kb + gzipKb(source), 0);

const entry = closure(Object.keys(manifest).find((source) => manifest[source].isEntry));
const entryKb = sum(entry);
console.log(
  `${entryKb.toFixed(1).padStart(6)} KB  index.html's scripts (${[...entry].map((s) => manifest[s].file).join(', ')})`,
);
let over = 0;
const catalogueKb = (name) =>
  manifest[`virtual:sangam-catalog/${name}`] ? gzipKb(`virtual:sangam-catalog/${name}`) : 0;
const pageName = (page) => page.slice(page.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
for (const path of PAGES) {
  const route = appRoutes.find((r) => r.path === path);
  const page = route && closure(`src/${route.page}`, entry);
  if (!page?.size) throw new Error(`no chunk for ${path} in the manifest`);
  const limit = Math.min(BEFORE_LANGUAGES[path] + LANGUAGES_ALLOWANCE_KB, BUDGET_KB + LANGUAGES_ALLOWANCE_KB);
  const byLanguage = LANGUAGES.map((lang) => {
    const kb = entryKb + sum(page) + catalogueKb(`${lang}-shell`) + catalogueKb(`${lang}-page-${pageName(route.page)}`);
    if (kb > limit) over++;
    return `${lang} ${kb.toFixed(1)}${kb > limit ? ' OVER BUDGET' : ''}`;
  });
  console.log(
    `${byLanguage.join(', ')} KB (limit ${limit.toFixed(1)})  ${path} (+${[...page].map((s) => manifest[s].file.replace('assets/', '')).join(', ')}, the shell's and the page's words)`,
  );
}
console.log(
  `before first paint, budget ${BUDGET_KB} KB gzip and ${LANGUAGES_ALLOWANCE_KB} KB for the languages: ${over ? `${over} page(s) OVER BUDGET` : 'ok'}`,
);
process.exitCode = over ? 1 : 0;
