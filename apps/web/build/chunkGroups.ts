import path from 'node:path';
import type { Rolldown } from 'vite';
// A relative path, not @sangam/shared: Vite bundles the config's relative imports but hands packages to Node,
// which cannot load .ts.
import { appRoutes } from '../../../packages/shared/src/routes.ts';

/** The admin screens' page modules, from the route table. */
const adminPages = new Set(
  appRoutes.flatMap((route) =>
    'page' in route && route.access.startsWith('admin')
      ? [path.resolve(import.meta.dirname, '../src', route.page)]
      : [],
  ),
);

/** The signed-in members' page modules (and the admin screens'): what only they use stays off the public pages. */
const signedInPages = new Set(
  appRoutes.flatMap((route) =>
    'page' in route && route.access !== 'public' ? [path.resolve(import.meta.dirname, '../src', route.page)] : [],
  ),
);

/** The shared package's modules by the feature whose pages use them; the rest (limits, plural, phone...) are the kit's. */
const FEATURE_OF_SHARED: [RegExp, string][] = [
  [/matrimonial-(interests|success|shortlist)/, 'matrimonial-families'],
  [/question/, 'questions'],
  [/matrimonial/, 'matrimonial'],
  [/listing/, 'listings'],
  [/news/, 'news'],
  [/form/, 'forms'],
  [/payment/, 'payments'],
  [/directory/, 'directory'],
  [/privacy/, 'privacy'],
  // The sign-in pages' messages; the shell's few are session-messages.ts (the kit's).
  [/^auth/, 'auth'],
];

const webSource = /apps[\\/]web[\\/]src[\\/](.*)$/;
const sharedSource = /packages[\\/]shared[\\/]src[\\/](.*)$/;

/**
 * Whether a module needs zod, itself or through what it imports (type-only imports are gone by then). Such modules
 * stay with the pages that use them: zod is 26 KB gzip that a page listing questions should not load because the
 * question form, in the same feature, validates with it.
 */
export function needsZod(ctx: Rolldown.ChunkingContext): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string): boolean => {
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // an import cycle back here adds nothing
    const needs = /node_modules[\\/]zod[\\/]/.test(id) || !!ctx.getModuleInfo(id)?.importedIds.some(visit);
    known.set(id, needs);
    return needs;
  };
  return visit;
}

/**
 * Whether only `pages` use a module: every chain of static imports that leads to it starts at one of them (a module
 * another page or index.html imports, or that is loaded on its own, is not).
 */
export function usedOnlyBy(ctx: Rolldown.ChunkingContext, pages: Set<string>): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string): boolean => {
    if (pages.has(id)) return true;
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, true); // an import cycle back here adds nothing
    const info = ctx.getModuleInfo(id);
    const only =
      !!info && info.importers.length > 0 && info.dynamicImporters.length === 0 && info.importers.every(visit);
    known.set(id, only);
    return only;
  };
  return visit;
}

/**
 * The chunk a module shared by several pages goes to: its feature's (`features/news/...` → news), the admin
 * screens' (admin folders, Admin* files and modules only the route table's admin pages use), the photo uploads' or the kit (ui, lib, api and the shared package's
 * utilities). `null` leaves the module to Rolldown's automatic chunking: libraries, and modules that need zod.
 */
export function chunkGroupOf(
  id: string,
  needsSchemas: (id: string) => boolean,
  adminOnly: (id: string) => boolean = () => false,
  signedInOnly: (id: string) => boolean = () => false,
): string | null {
  if (id.startsWith('\0') || /node_modules/.test(id)) {
    // TanStack Query's hooks that only some pages use (mutations, infinite lists): 3 KB, not worth a request each.
    return /node_modules[\\/]@tanstack[\\/]/.test(id) ? 'kit' : null;
  }
  const web = webSource.exec(id)?.[1];
  const shared = sharedSource.exec(id)?.[1];
  if (web === undefined && shared === undefined) return null;
  if (needsSchemas(id)) return null;
  if (web !== undefined) {
    if (/(^|[\\/])admin[\\/]|(^|[\\/])Admin[^\\/]*$/.test(web) || adminOnly(id)) return 'admin';
    // Photo fields (compression, the picker): only the screens with a photo field need them.
    if (/(imageCompression|useImagePick|PhotoField|ImageUploader)[^\\/]*$/.test(web)) return 'photo';
    // The upload transport and its progress: photo fields, and a form's file answers (the public form page).
    if (/upload[^\\/]*$/i.test(web)) return 'upload';
    // The one-time code step: only registration, forgot password, code login and the profile's phone need it
    // (the login page loads the code form when asked for, so its shared auth pieces must not pull it in).
    if (/(^|[\\/])otp[\\/]|[\\/](usePhoneCode|PhoneCodeFields)\.tsx?$/.test(web)) return 'otp';
    // The installable app's parts (issue 37), all after the first paint; logout's clearing apart, with nothing to load
    // beside it, so that the shell's imports of it stay small.
    if (/^pwa[\\/]forgetOffline\.ts$/.test(web)) return 'forget-offline';
    if (/^pwa[\\/]/.test(web)) return 'pwa';
    // Report, Block and the blocked-author fold (issue 34): only the pages with members' content load them.
    if (/^safety[\\/]/.test(web)) return 'safety';
    // Saving a file with the bearer token (CSV exports, biodata): the screens with a download button, never a first paint.
    if (/^api[\\/]download\.ts$/.test(web)) return 'download';
    // The re-consent flag and banner (issue 36): the sign-in pages and the footer's code, never a first paint.
    if (/^auth[\\/]consent/i.test(web)) return 'consent';
    // "Show contact" (issue 36): for the pages that draw it (member cards, profiles, listings), not every page's kit.
    if (/^components[\\/]contact[\\/]/.test(web)) return 'contact';
    // Matrimonial's interests, shortlist and success stories: shared by their own screens and by parts that load
    // after the list has drawn, not by the list's first paint.
    if (/^features[\\/]matrimonial[\\/].*(interest|successStor|shortlist)/i.test(web)) return 'matrimonial-families';
    const feature = /^features[\\/]([^\\/]+)[\\/]/.exec(web)?.[1];
    // A shared piece (ui, lib) that only signed-in pages use: the public pages' first paint does not wait for it.
    return feature ?? (signedInOnly(id) ? 'member' : 'kit');
  }
  return FEATURE_OF_SHARED.find(([pattern]) => pattern.test(shared!))?.[1] ?? 'kit';
}

/**
 * Rolldown's chunking for the web build (measured in docs/PERFORMANCE.md, "chunk groups"):
 * - everything index.html loads at start is one file;
 * - a module that pages share goes to one chunk per feature, one for the admin screens, one for photo fields, one
 *   for uploads or the kit (see chunkGroupOf), so a page needs its own chunk and two or three shared ones, not a file per module.
 * Modules are not pulled in with their imports (includeDependenciesRecursively: false): that would drag libraries,
 * zod included, into the kit.
 */
// One of each per chunking pass.
const needsZodIn = new WeakMap<Rolldown.ChunkingContext, (id: string) => boolean>();
const adminOnlyIn = new WeakMap<Rolldown.ChunkingContext, (id: string) => boolean>();
const signedInOnlyIn = new WeakMap<Rolldown.ChunkingContext, (id: string) => boolean>();
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'index', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => {
        if (!needsZodIn.has(ctx)) needsZodIn.set(ctx, needsZod(ctx));
        if (!adminOnlyIn.has(ctx)) adminOnlyIn.set(ctx, usedOnlyBy(ctx, adminPages));
        if (!signedInOnlyIn.has(ctx)) signedInOnlyIn.set(ctx, usedOnlyBy(ctx, signedInPages));
        return chunkGroupOf(id, needsZodIn.get(ctx)!, adminOnlyIn.get(ctx)!, signedInOnlyIn.get(ctx)!);
      },
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
  ],
};
