#!/usr/bin/env node
// `npm test`'s check of the budget (issue 30: a public page loads at most 125 KB of JavaScript before its first
// paint) on the built apps/web/dist, from Vite's manifest (.vite/manifest.json) and the route table
// (packages/shared/src/routes.ts): for each page `npm run lighthouse` measures, index.html's entry and the chunks it
// imports, plus the page's own chunk and the chunks that imports (the server preloads them and main.tsx waits for
// them before the first render). gzip at level 6 in KB of 1024 bytes, as lighthouse.mjs counts. Exits 1 above the
// budget. Build first (npm run build -w apps/web); another build folder can be given: node scripts/js-budget.mjs <dist>.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const BUDGET_KB = 125;
const PAGES = ['/', '/latest-events', '/questions', '/matrimonial', '/forms/:slug', '/login'];
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
for (const path of PAGES) {
  const route = appRoutes.find((r) => r.path === path);
  const page = route && closure(`src/${route.page}`, entry);
  if (!page?.size) throw new Error(`no chunk for ${path} in the manifest`);
  const kb = entryKb + sum(page);
  if (kb > BUDGET_KB) over++;
  console.log(
    `${kb.toFixed(1).padStart(6)} KB  ${path} (+${[...page].map((s) => manifest[s].file.replace('assets/', '')).join(', ')})${kb > BUDGET_KB ? ' OVER BUDGET' : ''}`,
  );
}
console.log(`before first paint, budget ${BUDGET_KB} KB gzip: ${over ? `${over} page(s) OVER BUDGET` : 'ok'}`);
process.exitCode = over ? 1 : 0;
