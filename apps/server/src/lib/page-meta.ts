import { SHARE } from '@sangam/shared/limits';

/** What a shared link's preview card shows (WhatsApp, Facebook and the like read these tags). */
export type PageMeta = {
  title: string;
  description: string;
  image: string | null;
  path: string;
  /** The community's name (site settings), after the title and as og:site_name. */
  siteName: string;
};

/** Finds the preview of a path, or null to serve the default page. */
export type PageMetaResolver = { pattern: RegExp; resolve: (match: RegExpExecArray) => Promise<PageMeta | null> };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const REPLACED =
  /<meta\s[^>]*(?:name|property)="(?:description|og:site_name|og:title|og:description|og:image|og:image:width|og:image:height|og:image:alt|og:url|og:type)"[^>]*>\s*/g;

/** index.html with the page's own title, description and social tags in place of the site's defaults. */
export function withPageMeta(indexHtml: string, meta: PageMeta, origin: string): string {
  const siteName = escapeHtml(meta.siteName);
  const title = `${escapeHtml(cut(meta.title, 90))} | ${siteName}`;
  const description = escapeHtml(cut(meta.description.replace(/\s+/g, ' ').trim(), SHARE.metaDescriptionMax));
  const image = escapeHtml(new URL(meta.image ?? '/og-image.png', origin).href);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${escapeHtml(new URL(meta.path, origin).href)}" />`,
  ].join('\n    ');
  // Replacer functions: a replacement string would read `$&`, `$\`` and the like in members' text as patterns.
  return indexHtml
    .replace(REPLACED, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** index.html's own preview image as an absolute URL: WhatsApp shows no picture for a relative one. */
export const withAbsoluteImage = (indexHtml: string, origin: string) =>
  indexHtml.replace(
    /(<meta\s+property="og:image"\s+content=")(\/[^"]*)"/,
    (_, head: string, path: string) => `${head}${escapeHtml(new URL(path, origin).href)}"`,
  );
