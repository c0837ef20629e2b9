import type sanitizeHtml from 'sanitize-html';
import { lazyPackage } from './lazy-package.ts';

const sanitizer = lazyPackage<typeof sanitizeHtml>('sanitize-html');

// HTML that admins and members write (news content, form `html` fields), usually pasted from Word or WhatsApp,
// made safe before it is stored: formatting stays, anything that runs code or loads from elsewhere goes.

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** Our own stored images, with the query of a signed URL. */
const MEDIA_PATH = /^\/api\/media\/[A-Za-z0-9_-]+(?:\?[A-Za-z0-9_.~=&%-]*)?$/;
const DIGITS = /^\d{1,4}$/;

/** The address as a browser would read it, when it is absolute and of an allowed protocol; else null. */
function absoluteUrl(value: string | undefined, protocols: Set<string>): string | null {
  if (!value) return null;
  try {
    // WHATWG parsing as in the browser: "java\tscript:" and entity-decoded "&#106;avascript:" are seen as what they are.
    const url = new URL(value.trim());
    if (!protocols.has(url.protocol)) return null;
    if (WEB_PROTOCOLS.has(url.protocol) && !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

const keepDigits = (attribs: sanitizeHtml.Attributes, names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (DIGITS.test(attribs[name] ?? '') ? [[name, attribs[name]!]] : [])));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    // Only as the stand-in for refused links, removed after sanitising (see sanitizeRichText).
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // A second line of defence behind the checks in transformTags.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // These go with everything inside them; other unknown tags (span, font, o:p) leave their text behind.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'title',
    'head',
    'xml',
    'template',
    'svg',
    'math',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'noembed',
    'noframes',
  ],
  transformTags: {
    // Word's headings and bold or italic runs, in the tags the site styles.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    div: 'p',
    a: (_tag, attribs) => {
      const href = absoluteUrl(attribs.href, LINK_PROTOCOLS);
      // A link to anywhere else keeps its words as plain text (the span is dropped after sanitising).
      if (!href) return { tagName: 'span', attribs: {} };
      return {
        tagName: 'a',
        attribs: { href, rel: 'noopener noreferrer', ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
    img: (_tag, attribs) => {
      const raw = attribs.src?.trim();
      const src = raw && MEDIA_PATH.test(raw) ? raw : absoluteUrl(raw, WEB_PROTOCOLS);
      return {
        tagName: 'img',
        attribs: {
          ...(src ? { src } : {}),
          ...(attribs.alt ? { alt: attribs.alt } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...keepDigits(attribs, ['width', 'height']),
        },
      };
    },
    th: (tag, attribs) => ({ tagName: tag, attribs: keepDigits(attribs, ['colspan', 'rowspan']) }),
    td: (tag, attribs) => ({ tagName: tag, attribs: keepDigits(attribs, ['colspan', 'rowspan']) }),
    ol: (tag, attribs) => ({ tagName: tag, attribs: keepDigits(attribs, ['start']) }),
  },
  // An image whose address was refused shows nothing rather than a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text safe to store and show: formatting, links (http, https, mailto, tel) and images (http, https, ours). */
export const sanitizeRichText = (html: string): string =>
  // A tag transformed into a refused one leaves sanitize-html's tag map stale, so the next closing tag at that depth
  // came out as </span> (`<a href="javascript:x">a</a><strong>b</strong>` gave `a<strong>b</span>`). Spans are
  // allowed without attributes instead and dropped here: their text stays, the markup stays balanced.
  sanitizer()(html, OPTIONS)
    .replace(/<\/?span>/g, '')
    .trim();
