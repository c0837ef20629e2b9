// A relative path, not @sangam/shared: Vite bundles the config's relative imports but hands packages to Node.
import { appRoutes } from '../../../packages/shared/src/routes.ts';

/** The parts of Vite's .vite/manifest.json this reads. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

const ADMIN = /(^|[\\/])admin[\\/]|(^|[\\/])Admin[^\\/]*$|^_admin-|-admin$|-page-Admin/;

/**
 * The built scripts and styles the service worker precaches: index.html's entry, the member-facing pages (every
 * page of the route table that is not an admin screen) and all they load, statically or later (the catalogues,
 * the parts drawn after the first paint). What only the admin screens load stays out: admins are on laptops, online.
 */
export function memberFacingFiles(manifest: ViteManifest): Set<string> {
  const pages = (admin: boolean) =>
    appRoutes.flatMap((route) =>
      'page' in route && route.access.startsWith('admin') === admin ? [`src/${route.page}`] : [],
    );
  const starts = [...Object.keys(manifest).filter((source) => manifest[source]!.isEntry), ...pages(false)];
  const files = new Set<string>();
  // The router loads every page, the admin screens too: the way through them (their pages, the admin folders' and
  // Admin* modules, the shared 'admin' chunk of chunkGroups.ts, the admin words) is closed.
  const seen = new Set<string>([...pages(true), ...Object.keys(manifest).filter((source) => ADMIN.test(source))]);
  const visit = (source: string) => {
    const chunk = manifest[source];
    if (!chunk || seen.has(source)) return;
    seen.add(source);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  starts.forEach(visit);
  return files;
}
