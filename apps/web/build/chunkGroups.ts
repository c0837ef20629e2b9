import type { Rolldown } from 'vite';

/** The shared package's modules by the feature whose pages use them; the rest (limits, plural, phone...) are the kit's. */
const FEATURE_OF_SHARED: [RegExp, string][] = [
  [/question/, 'questions'],
  [/matrimonial/, 'matrimonial'],
  [/listing/, 'listings'],
  [/news/, 'news'],
  [/form/, 'forms'],
  [/payment/, 'payments'],
  [/directory/, 'directory'],
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
 * The chunk a module shared by several pages goes to: its feature's (`features/news/...` → news), the admin
 * screens' (admin folders and Admin* files), the photo uploads' or the kit (ui, lib, api and the shared package's
 * utilities). `null` leaves the module to Rolldown's automatic chunking: libraries, and modules that need zod.
 */
export function chunkGroupOf(id: string, needsSchemas: (id: string) => boolean): string | null {
  if (id.startsWith('\0') || /node_modules/.test(id)) {
    // TanStack Query's hooks that only some pages use (mutations, infinite lists): 3 KB, not worth a request each.
    return /node_modules[\\/]@tanstack[\\/]/.test(id) ? 'kit' : null;
  }
  const web = webSource.exec(id)?.[1];
  const shared = sharedSource.exec(id)?.[1];
  if (web === undefined && shared === undefined) return null;
  if (needsSchemas(id)) return null;
  if (web !== undefined) {
    if (/(^|[\\/])admin[\\/]|(^|[\\/])Admin[^\\/]*$/.test(web)) return 'admin';
    // Photo fields (compression, the picker): only the screens with a photo field need them.
    if (/(imageCompression|useImagePick|PhotoField|ImageUploader)[^\\/]*$/.test(web)) return 'photo';
    // The upload transport and its progress: photo fields, and a form's file answers (the public form page).
    if (/upload[^\\/]*$/i.test(web)) return 'upload';
    return /^features[\\/]([^\\/]+)[\\/]/.exec(web)?.[1] ?? 'kit';
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
const needsZodIn = new WeakMap<Rolldown.ChunkingContext, (id: string) => boolean>(); // one per chunking pass
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'index', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => {
        if (!needsZodIn.has(ctx)) needsZodIn.set(ctx, needsZod(ctx));
        return chunkGroupOf(id, needsZodIn.get(ctx)!);
      },
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
  ],
};
