import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative paths, not @sangam/shared: Vite bundles the config's relative imports but hands packages to Node.
import { compileCatalogue } from '../../../packages/shared/src/i18n/compile.ts';
import { LANGUAGES } from '../../../packages/shared/src/i18n/languages.ts';
import { NAMESPACES, SERVER_ONLY_NAMESPACES, type Namespace } from '../../../packages/shared/src/i18n/namespaces.ts';

const LOADERS = 'virtual:sangam-catalogs';
const CATALOGUE = 'virtual:sangam-catalog/';
const localesDir = path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/locales');

/**
 * Lingui's compile step as a Vite plugin: `virtual:sangam-catalogs` exports a loader per language and namespace, and
 * each loader's module is that catalogue compiled (ICU parsed at build), its own small chunk. A page downloads
 * only its language's catalogues of the namespaces it draws.
 */
export function catalogs(): Plugin {
  const webNamespaces = NAMESPACES.filter((ns) => !SERVER_ONLY_NAMESPACES.includes(ns));
  return {
    name: 'sangam-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(CATALOGUE)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const byLanguage = LANGUAGES.map(
          (lang) =>
            `${lang}: {${webNamespaces.map((ns) => `${ns}: () => import('${CATALOGUE}${lang}-${ns}')`).join(', ')}}`,
        );
        return `export const catalogLoaders = {${byLanguage.join(', ')}};`;
      }
      if (id.startsWith(`\0${CATALOGUE}`)) {
        const [lang, ns] = id.slice(CATALOGUE.length + 1).split('-') as [string, Namespace];
        const file = path.join(localesDir, lang, `${ns}.json`);
        this.addWatchFile(file);
        const compiled = compileCatalogue(ns, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      }
      return undefined;
    },
  };
}
