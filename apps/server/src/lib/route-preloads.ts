import { LANGUAGES, type Language } from '@sangam/shared/i18n/languages';

/** The part of Vite's build manifest (`build.manifest`) read here: a chunk by the source it was built from. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** Where the web build writes its manifest, under its output folder. */
export const VITE_MANIFEST_FILE = '.vite/manifest.json';

/**
 * For each page route (`page` under apps/web/src, as @sangam/shared/routes names it), the scripts its page needs
 * beyond what index.html loads: the page module's chunk and every chunk it imports, from Vite's manifest. A route
 * whose page the manifest does not know gets none.
 */
export function routePreloads(
  manifest: ViteManifest,
  routes: readonly { path: string; page: string }[],
): Map<string, string[]> {
  const loaded = new Set<string>();
  const collect = (source: string, into: Set<string>) => {
    if (into.has(source) || loaded.has(source) || !manifest[source]) return;
    into.add(source);
    for (const imported of manifest[source].imports ?? []) collect(imported, into);
  };
  for (const [source, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(source, loaded);

  const preloads = new Map<string, string[]>();
  for (const route of routes) {
    const sources = new Set<string>();
    collect(`src/${route.page}`, sources);
    if (sources.size)
      preloads.set(
        route.path,
        [...sources].map((source) => `/${manifest[source]!.file}`),
      );
  }
  return preloads;
}

/** A catalogue's chunk in the manifest (apps/web/build/catalogs.ts names its modules so). */
const catalogueFile = (manifest: ViteManifest, name: string) => manifest[`virtual:sangam-catalog/${name}`]?.file;

/**
 * For each page route and language, the words main.tsx waits for before the first render: the shell's and the
 * page's first-paint catalogues (the ids their modules name). Listed as modulepreload links beside the page's
 * scripts, they arrive with index.js instead of round trips after it. `layout` is the list for any other path.
 */
export function cataloguePreloads(manifest: ViteManifest, routes: readonly { path: string; page: string }[]) {
  const byLanguage = (names: (lang: Language) => string[]) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        names(lang).flatMap((name) => {
          const file = catalogueFile(manifest, name);
          return file ? [`/${file}`] : [];
        }),
      ]),
    ) as Record<Language, string[]>;
  const forRoute = new Map<string, Record<Language, string[]>>();
  for (const route of routes) {
    const page = route.page.slice(route.page.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
    forRoute.set(
      route.path,
      byLanguage((lang) => [`${lang}-shell`, `${lang}-page-${page}`]),
    );
  }
  return { forRoute, layout: byLanguage((lang) => [`${lang}-shell`]) };
}

/**
 * index.html with a page's own scripts as modulepreload links: a phone fetches the page's code alongside index.js,
 * one round trip sooner, and Vite's loader finds them there instead of adding a link per chunk while the app
 * first renders (about 60 ms of a slowed phone's start-up on /matrimonial).
 */
export function withPreloads(indexHtml: string, files: string[]): string {
  return indexHtml.replace('</head>', () =>
    files
      .map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n  `)
      .join('')
      .concat('</head>'),
  );
}
