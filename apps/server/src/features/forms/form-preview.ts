import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';
import { findFormBySlug } from './forms.queries.ts';

/**
 * /forms/<slug> shared on WhatsApp shows the form's title and description (as its admin wrote them; a form without a
 * description says "Fill in <title> online." in the request's language); a draft or closed one the defaults.
 */
export const formPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/forms\/([a-z0-9-]{1,200})$/,
  resolve: async (match, lang) => {
    const form = await findFormBySlug(db, match[1]!);
    if (!form || form.status !== 'active') return null;
    return {
      siteName: await communityNameOf(db),
      title: form.title,
      description: form.description || t(lang, 'server.preview.fillInForm', { title: form.title }),
      image: null,
      path: match[0],
    };
  },
});
