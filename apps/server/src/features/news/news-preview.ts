import type { Db } from '../../db/dialect.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { t } from '../../lib/i18n.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';
import { findNewsBySlug } from './news.queries.ts';

/**
 * /news/<slug> shared on WhatsApp shows the article's title, excerpt and picture as written (without an excerpt, the
 * news page's description in the request's language); drafts show the site's defaults.
 */
export const newsPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/news\/([a-z0-9-]{1,200})$/,
  resolve: async (match, lang) => {
    const article = await findNewsBySlug(db, match[1]!);
    if (!article || article.status !== 'published') return null;
    return {
      siteName: await communityNameOf(db),
      title: article.title,
      description: article.excerpt || t(lang, 'common.meta.news.description'),
      image: mediaUrl(article.imageId),
      path: match[0],
    };
  },
});
