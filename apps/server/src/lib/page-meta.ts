import { SHARE } from '@sangam/shared/limits';
import { LANGUAGES, OG_LOCALE, type Language } from '@sangam/shared/i18n/languages';
import { DEFAULT_COMMUNITY_NAME } from '@sangam/shared/site-settings-messages';
import { t } from './i18n.ts';

/** What a shared link's preview card shows (WhatsApp, Facebook and the like read these tags). */
export type PageMeta = {
  title: string;
  description: string;
  image: string | null;
  path: string;
  /** The community's name (site settings), after the title and as og:site_name. */
  siteName: string;
};

/**
 * Finds the preview of a path in a language (the words the server adds itself, e.g. "Poll:", are in it; members'
 * and admins' own text stays as written), or null to serve the default page.
 */
export type PageMetaResolver = {
  pattern: RegExp;
  resolve: (match: RegExpExecArray, lang: Language) => Promise<PageMeta | null>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The tags that say something in words, or about the language, and so are written per language. */
const IN_LANGUAGE =
  /<meta\s[^>]*(?:name|property)="(?:description|og:site_name|og:title|og:description|og:image:alt|og:locale|og:locale:alternate|twitter:title|twitter:description)"[^>]*>\s*/g;
/** A page's own preview replaces the picture and its size too. */
const PAGE_OWN = /<meta\s[^>]*(?:name|property)="(?:og:image|og:image:width|og:image:height|og:url|og:type)"[^>]*>\s*/g;

/** The community's name as a language writes it: the default name is the brand's ("संगम"), an admin's stays. */
export const siteNameIn = (lang: Language, name: string) =>
  name === DEFAULT_COMMUNITY_NAME ? t(lang, 'common.brand') : name;

const localeTags = (lang: Language) => [
  `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
  ...LANGUAGES.filter((other) => other !== lang).map(
    (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
  ),
];

// Replacer functions: a replacement string would read `$&`, `$\`` and the like in members' text as patterns.
const withTags = (html: string, title: string, tags: string[]) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);

/**
 * index.html in a language: <html lang dir>, the site's title and description, og and twitter tags and og:locale
 * (the other language as og:locale:alternate). The picture's own tags stay as index.html has them.
 */
export function withLanguage(indexHtml: string, lang: Language): string {
  const title = escapeHtml(t(lang, 'common.meta.site.title'));
  const description = escapeHtml(t(lang, 'common.meta.site.description'));
  const html = indexHtml
    .replace(/<html\b[^>]*>/, () => `<html lang="${lang}" dir="ltr">`)
    .replace(IN_LANGUAGE, '')
    // The installed app's name and shortcuts in the page's language.
    .replace(/(<link rel="manifest" href="[^"?]*)"/, (_, link: string) => `${link}?lang=${lang}"`);
  return withTags(html, title, [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(t(lang, 'common.brand'))}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(t(lang, 'common.meta.site.imageAlt'))}" />`,
    ...localeTags(lang),
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ]);
}

/** The page's address in its language: a Hindi card's link opens the page in Hindi too (crawlers follow og:url). */
function pageUrl(path: string, origin: string, lang: Language): string {
  // The path is set on the site's own address: a request for //elsewhere.example stays on this site.
  const url = new URL(origin);
  url.pathname = path;
  if (lang !== 'en') url.searchParams.set('lang', lang);
  return url.href;
}

/**
 * index.html (already in the language, see withLanguage) with the page's own title, description and social tags
 * in place of the site's defaults.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta, origin: string, lang: Language): string {
  const siteName = escapeHtml(siteNameIn(lang, meta.siteName));
  const title = `${escapeHtml(cut(meta.title, 90))} | ${siteName}`;
  const description = escapeHtml(cut(meta.description.replace(/\s+/g, ' ').trim(), SHARE.metaDescriptionMax));
  const image = escapeHtml(new URL(meta.image ?? '/og-image.png', origin).href);
  return withTags(indexHtml.replace(IN_LANGUAGE, '').replace(PAGE_OWN, ''), title, [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl(meta.path, origin, lang))}" />`,
    ...localeTags(lang),
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ]);
}

/**
 * The page's address in each language as <link rel="alternate" hreflang> (search engines, which send no
 * Accept-Language, find the Hindi page by it), the English one also as x-default.
 */
export function withAlternates(html: string, path: string, origin: string): string {
  const href = (lang: Language) => escapeHtml(pageUrl(path, origin, lang));
  const links = [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ];
  return html.replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);
}

/** index.html's own preview image as an absolute URL: WhatsApp shows no picture for a relative one. */
export const withAbsoluteImage = (indexHtml: string, origin: string) =>
  indexHtml.replace(
    /(<meta\s+property="og:image"\s+content=")(\/[^"]*)"/,
    (_, head: string, path: string) => `${head}${escapeHtml(new URL(path, origin).href)}"`,
  );
