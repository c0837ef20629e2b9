import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative paths, not @sangam/shared: Vite bundles the config's relative imports but hands packages to Node.
import { compileCatalogue } from '../../../packages/shared/src/i18n/compile.ts';
import { LANGUAGES } from '../../../packages/shared/src/i18n/languages.ts';
import {
  NAMESPACE_OF_FEATURE,
  NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  type Namespace,
} from '../../../packages/shared/src/i18n/namespaces.ts';
import { appRoutes } from '../../../packages/shared/src/routes.ts';
import { idsNamedIn, moduleClosure, SHARED_SOURCE, WEB_SOURCE } from './catalogUsage.ts';

const LOADERS = 'virtual:sangam-catalogs';
const CATALOGUE = 'virtual:sangam-catalog/';
const localesDir = path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/locales');

/**
 * The installable app's words ("No connection", the offline line...) are never first-paint words: they are drawn
 * only after the first paint or with no connection, by when the whole of `common` has come (the service worker
 * precaches it).
 */
const offlineWord = (id: string) => id.startsWith('common.pwa.');

/** A page module's name for its first-paint catalogue ('features/home/pages/HomePage.tsx': HomePage). */
const pageName = (page: string) => path.basename(page, '.tsx');

/**
 * Lingui's compile step as a Vite plugin. `virtual:sangam-catalogs` exports a loader per language and namespace,
 * each a small chunk of that catalogue compiled (ICU parsed at build), and the first-paint catalogues: the shell's
 * (the ids main.tsx and what it imports name) and each page's (the ids its modules name, beyond the shell's). Those
 * are what a page waits for before it draws; the whole namespaces follow after the first paint, for the rest.
 */
export function catalogs(): Plugin {
  const webNamespaces = NAMESPACES.filter((ns) => !SERVER_ONLY_NAMESPACES.includes(ns));
  const read = (lang: string, ns: Namespace) => {
    const file = path.join(localesDir, lang, `${ns}.json`);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  };
  const compiledModule = (compiled: Record<string, unknown>) =>
    `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
  /** Every web message of `lang` whose id `keep` accepts, compiled. */
  const subset = (lang: string, keep: (id: string) => boolean) =>
    Object.assign(
      {},
      ...webNamespaces.map((ns) => {
        const messages = Object.fromEntries(Object.entries(read(lang, ns)).filter(([key]) => keep(`${ns}.${key}`)));
        return compileCatalogue(ns, messages);
      }),
    ) as Record<string, unknown>;
  // The installable app's parts (pwa/start.tsx, after the first paint) and Page Not Found (router.tsx) draw once the
  // whole `common` is here: their words are not the shell's.
  const shellFiles = () =>
    moduleClosure(
      path.join(WEB_SOURCE, 'app/main.tsx'),
      new Set(['pwa/start.tsx', 'layout/NotFound.tsx'].map((file) => path.join(WEB_SOURCE, file))),
    );
  const pages = [...new Set(appRoutes.flatMap((route) => ('page' in route ? [route.page] : [])))];
  const loader = (id: string) => `() => import('${CATALOGUE}${id}')`;
  return {
    name: 'sangam-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(CATALOGUE)) return `\0${id}`;
      return undefined;
    },
    // Each page module says where its first-paint words are (`pageWords`), so the entry carries no list of pages.
    transform(code, id) {
      const page = pages.find((candidate) => id === path.join(WEB_SOURCE, candidate));
      if (!page) return undefined;
      const words = LANGUAGES.map((lang) => `${lang}: ${loader(`${lang}-page-${pageName(page)}`)}`);
      return { code: `${code}\nexport const pageWords = {${words.join(', ')}};\n`, map: null };
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const byLanguage = (name: (lang: string) => string) =>
          `{${LANGUAGES.map((lang) => `${lang}: ${loader(name(lang))}`).join(', ')}}`;
        const full = LANGUAGES.map(
          (lang) => `${lang}: {${webNamespaces.map((ns) => `${ns}: ${loader(`${lang}-${ns}`)}`).join(', ')}}`,
        );
        return [
          `export const catalogLoaders = {${full.join(', ')}};`,
          `export const shellLoaders = ${byLanguage((lang) => `${lang}-shell`)};`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${CATALOGUE}`)) return undefined;
      const name = id.slice(CATALOGUE.length + 1);
      const lang = name.slice(0, name.indexOf('-'));
      const what = name.slice(lang.length + 1);
      for (const ns of webNamespaces) this.addWatchFile(path.join(localesDir, lang, `${ns}.json`));
      // The shell draws only `common`'s words, a page only `common`'s and its feature's (the only ones it loads).
      if (what === 'shell') {
        const inShell = idsNamedIn(shellFiles(), ['common']);
        return compiledModule(subset(lang, (id) => inShell.has(id) && !offlineWord(id)));
      }
      if (what.startsWith('page-')) {
        const page = pages.find((candidate) => `page-${pageName(candidate)}` === what)!;
        // AUTH_MESSAGES names every sign-in message; the sign-in pages draw them after the first paint (errors).
        const shell = new Set([...shellFiles(), path.join(SHARED_SOURCE, 'auth-messages.ts')]);
        const inShell = idsNamedIn(shell, ['common']);
        const own = ['common', NAMESPACE_OF_FEATURE[page.split('/')[1] ?? '']].filter((ns) => ns !== undefined);
        const inPage = idsNamedIn(moduleClosure(path.join(WEB_SOURCE, page), shell, { lazyParts: false }), own);
        return compiledModule(subset(lang, (id) => inPage.has(id) && !inShell.has(id) && !offlineWord(id)));
      }
      const ns = what as Namespace;
      return compiledModule(compileCatalogue(ns, read(lang, ns)));
    },
  };
}
