#!/usr/bin/env node
// `npm test`'s check of the budget (issue 30: at most 125 KB of JavaScript before the first paint) on the built apps/web/dist:
// the entry script of index.html, its modulepreloads and every chunk they import statically, which every page
// loads before it can draw. The page's own lazy chunk comes on top: `npm run lighthouse` measures whole pages.
// gzip at level 6 in KB of 1024 bytes, as lighthouse.mjs counts. Exits 1 above the budget.
// Build first (npm run build -w apps/web); another build folder can be given: node scripts/js-budget.mjs <dist>.
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 125;
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const queue = tags
  .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
  .map((tag) => tag.match(/(?:src|href)="([^"]+\.js)"/)?.[1])
  .filter(Boolean);

const sizes = new Map();
while (queue.length) {
  const url = queue.shift();
  if (sizes.has(url)) continue;
  const code = readFileSync(join(dist, url));
  sizes.set(url, gzipSync(code).length);
  // Static imports only: `import ... from"./x.js"` or `import"./x.js"`, never `import("./x.js")`.
  for (const [, spec] of code.toString().matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
    queue.push(spec.startsWith('.') ? posix.join(posix.dirname(url), spec) : spec);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const [url, bytes] of sizes) console.log(`${kb(bytes).padStart(6)} KB  ${url}`);
const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
const ok = total <= BUDGET_KB * 1024;
console.log(
  `${kb(total).padStart(6)} KB  before first paint (budget ${BUDGET_KB} KB gzip): ${ok ? 'ok' : 'OVER BUDGET'}`,
);
process.exitCode = ok ? 0 : 1;
