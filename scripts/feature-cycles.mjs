#!/usr/bin/env node
// `npm run lint` runs this after ESLint: the server's features import each other one way only. ESLint's
// import-x/no-cycle sees cycles between files; this sees them between feature folders (forms -> submissions
// and submissions -> forms through different files is a cycle of features that no-cycle cannot see).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The features a file's imports reach, by the folder names under `features/` (`../<name>/...`). */
export function featuresImported(source) {
  const found = new Set();
  for (const match of source.matchAll(IMPORT)) {
    const target = /^\.\.\/([^./][^/]*)\//.exec(match[1] ?? match[2]);
    if (target) found.add(target[1]);
  }
  return found;
}

/** Edges `from -> to` with the file that makes each one; tests are left out (they may reach anywhere). */
export function featureEdges(featuresDir) {
  const edges = [];
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of readdirSync(join(featuresDir, feature.name), { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const path = join(featuresDir, feature.name, file);
      for (const to of featuresImported(readFileSync(path, 'utf8')))
        if (to !== feature.name) edges.push({ from: feature.name, to, file: path });
    }
  }
  return edges;
}

/** Every cycle's features (strongly connected components of more than one feature), by Tarjan's algorithm. */
export function cyclesOf(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const edges = featureEdges(join(root, 'apps/server/src/features'));
  const cycles = cyclesOf(edges);
  for (const cycle of cycles) {
    console.error(`Server features import each other in a cycle: ${cycle.join(', ')}`);
    for (const edge of edges)
      if (cycle.includes(edge.from) && cycle.includes(edge.to))
        console.error(`  ${edge.from} -> ${edge.to}  (${relative(root, edge.file)})`);
  }
  if (cycles.length > 0) {
    console.error('Move the shared piece down (lib/ or one feature) or pass it in as a parameter.');
    process.exit(1);
  }
}
