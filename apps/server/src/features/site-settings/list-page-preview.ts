import { LIST_PAGE_META, type ListPagePath } from '@sangam/shared/page-meta';
import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from './site-settings.queries.ts';

const paths = Object.keys(LIST_PAGE_META) as ListPagePath[];

/** A list page shared on WhatsApp (the Business Directory, Q&A...) shows its own name and what it holds,
 * in the request's language. */
export const listPagePreview = (db: Db): PageMetaResolver => ({
  pattern: new RegExp(`^(?:${paths.map((path) => path.replace(/[/-]/g, '\\$&')).join('|')})$`),
  resolve: async (match, lang) => {
    const page = LIST_PAGE_META[match[0] as ListPagePath];
    return {
      siteName: await communityNameOf(db),
      title: t(lang, page.title),
      description: t(lang, page.description),
      image: null,
      path: match[0],
    };
  },
});
