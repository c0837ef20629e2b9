import { MONTHS } from '@sangam/shared/months';
import type { Language } from '@sangam/shared/i18n/languages';
import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';
import { newestSuccessStory } from './success-stories.queries.ts';

/** "February 2026" ("फ़रवरी 2026"): a wedding month (YYYY-MM) as the language writes it. */
export function weddingMonthIn(lang: Language, month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (lang === 'en') return `${MONTHS[number - 1]} ${year}`;
  return new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/**
 * /matrimonial/success-stories shared on WhatsApp: the page's name, the newest couple (names, month, city) and
 * their photo; without a story, the page's own description and the site's picture.
 */
export const successStoriesPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/matrimonial\/success-stories$/,
  resolve: async (match, lang) => {
    const newest = await newestSuccessStory(db);
    return {
      siteName: await communityNameOf(db),
      title: t(lang, 'matrimonial.stories.title'),
      description: newest
        ? t(lang, 'matrimonial.stories.previewDescription', {
            bride: newest.brideName,
            groom: newest.groomName,
            month: weddingMonthIn(lang, newest.weddingMonth),
            city: newest.city,
          })
        : t(lang, 'matrimonial.stories.description'),
      image: mediaUrl(newest?.photoId ?? null),
      path: match[0],
    };
  },
});
