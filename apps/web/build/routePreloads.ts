import { readFileSync } from 'node:fs';
import path from 'node:path';
// A relative path, not @sangam/shared: Vite bundles the config's relative imports but hands packages to Node,
// which cannot load .ts.
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../../packages/shared/src/route-preloads.ts';
import type { Plugin } from 'vite';

/**
 * The member-facing routes of router.tsx (publicRoutes and protectedRoutes: top-level paths) and the page
 * module each one renders, read from its source: `{ path: 'x', element: <Page` and `const Page = lazyPage(() =>
 * import('...'))`. The admin screens (nested, on laptops) are left out.
 */
export function memberRoutes(routerSource: string): { path: string; module: string }[] {
  const modules = new Map<string, string>();
  for (const m of routerSource.matchAll(/const (\w+) = lazyPage\(\s*\(\) =>\s*import\('([^']+)'\)/g))
    modules.set(m[1]!, m[2]!);
  const routes: { path: string; module: string }[] = [];
  for (const list of ['publicRoutes', 'protectedRoutes']) {
    const block = new RegExp(`const ${list}: RouteObject\\[\\] = \\[([\\s\\S]*?)\\n\\];`).exec(routerSource)?.[1] ?? '';
    for (const m of block.matchAll(/\{ (?:path: '([^']+)'|index: true), element: <(\w+)/g)) {
      const module = modules.get(m[2]!);
      if (module) routes.push({ path: `/${m[1] ?? ''}`, module });
    }
  }
  return routes;
}

/**
 * Writes route-preloads.json: for each member-facing route, its page's chunk and the chunks that chunk imports.
 * The server puts them in the page's HTML as modulepreload links, so a phone fetches the page's code with
 * index.js instead of after running it, and Vite's loader finds them there instead of adding a link per chunk
 * while the app first renders (about 60 ms of a slowed phone's start-up on /matrimonial).
 */
export function routePreloads({ router }: { router: string }): Plugin {
  return {
    name: 'sangam-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const bySource = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html already loads: the entry and its static imports.
      const loaded = new Set<string>();
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || loaded.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
      };
      if (entry) collect(entry.fileName, loaded);

      const routes = memberRoutes(readFileSync(router, 'utf8'));
      const preloads: RoutePreloads = {};
      for (const route of routes) {
        const chunk = bySource.get(path.resolve(path.dirname(router), route.module));
        if (!chunk) continue;
        const files = new Set<string>();
        collect(chunk.fileName, files);
        preloads[route.path] = [...files].map((file) => `/${file}`);
      }
      if (!preloads['/']) this.error(`no page chunk found for / in ${router}: has its route table changed shape?`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
