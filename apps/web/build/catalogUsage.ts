import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webSource = path.resolve(import.meta.dirname, '../src');
const sharedSource = path.resolve(import.meta.dirname, '../../../packages/shared/src');

const IMPORTS =
  /(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A module's own path for an import of it: relative ones and @sangam/shared's; packages are not ours to scan. */
function resolveImport(specifier: string, from: string): string | undefined {
  const file = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@sangam/shared/')
      ? path.join(sharedSource, `${specifier.slice('@sangam/shared/'.length)}.ts`)
      : undefined;
  return file && existsSync(file) ? file : undefined;
}

/**
 * The source files a module brings with it: its static imports and, unless `lazyParts` is false, its lazy ones,
 * followed through the app's own files and the shared package. `skip`: files another set has. A page's lazy parts
 * (tabs, dialogs, inputs a form may not have) are left out of its first-paint words: they load with their
 * namespace (i18n/lazyWithWords.ts), so they never draw before their words.
 */
export function moduleClosure(
  entry: string,
  skip: ReadonlySet<string> = new Set(),
  { lazyParts = true }: { lazyParts?: boolean } = {},
): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    // Type-only imports (`import type`) are not followed: they bring no texts, and a type shared with a lazy part
    // would put that part's words into the first paint.
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      if (match[1] === undefined && !lazyParts) continue;
      const found = resolveImport(match[1] ?? match[2]!, file);
      if (found && !/\.test\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return files;
}

/**
 * The message ids a set of files names: whole ids in quotes ('news.title'), and the beginnings of ids built in a
 * template (`common.paymentStatus.${status}`), which stand for every id so beginning.
 */
export function idsNamedIn(files: Iterable<string>, namespaces: readonly string[]) {
  const ns = namespaces.join('|');
  const whole = new RegExp(`['"\`]((?:${ns})\\.[A-Za-z0-9_.]+)['"\`|]`, 'g');
  const prefix = new RegExp(`\`((?:${ns})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g');
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(whole)) ids.add(match[1]!);
    for (const match of source.matchAll(prefix)) prefixes.add(match[1]!);
  }
  return { has: (id: string) => ids.has(id) || [...prefixes].some((start) => id.startsWith(start)) };
}

export const WEB_SOURCE = webSource;
export const SHARED_SOURCE = sharedSource;
