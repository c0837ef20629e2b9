import type { Language } from '@sangam/shared/i18n/languages';
import { t } from './i18n.ts';

/** Where the manifest is; index.html links it and the HTML of each language asks for its own (?lang=). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

const THEME_COLOUR = '#9a3412';
/** The page's background (Tailwind's stone-50): the splash screen while the app starts. */
const BACKGROUND_COLOUR = '#fafaf9';

const icon = (src: string, size: number, purpose: 'any' | 'maskable' = 'any') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The web app manifest in a language: what makes the site installable (Chromium asks for a name, icons of 192 and
 * 512 px, a start URL and standalone display) and what the installed app shows (its name under the icon, the
 * long-press shortcuts, the share sheet entry). One `id` for both languages: switching language is the same app.
 */
export function webManifest(lang: Language) {
  const brand = t(lang, 'common.brand');
  const shortcut = (name: string, url: string) => ({ name, url, icons: [icon('/icons/icon-192.png', 192)] });
  return {
    id: '/',
    name: brand,
    short_name: brand,
    description: t(lang, 'common.meta.site.description'),
    lang,
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['social', 'business'],
    icons: [
      icon('/icons/icon-192.png', 192),
      icon('/icons/icon-512.png', 512),
      icon('/icons/maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      shortcut(t(lang, 'common.nav.directory'), '/directory'),
      shortcut(t(lang, 'common.nav.latestNews'), '/latest-events'),
      shortcut(t(lang, 'common.nav.questions'), '/questions'),
    ],
    // Android's share sheet: a link or text shared from WhatsApp opens /share, which offers Ask in Q&A or Add a listing.
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  };
}
