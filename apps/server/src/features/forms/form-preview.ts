import type { Db } from '../../db/dialect.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';
import { findFormBySlug } from './forms.queries.ts';

/** /forms/<slug> shared on WhatsApp shows the form's title and description; a draft or closed one the defaults. */
export const formPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/forms\/([a-z0-9-]{1,200})$/,
  resolve: async (match) => {
    const form = await findFormBySlug(db, match[1]!);
    if (!form || form.status !== 'active') return null;
    return {
      siteName: await communityNameOf(db),
      title: form.title,
      description: form.description || `Fill in ${form.title} online.`,
      image: null,
      path: match[0],
    };
  },
});
