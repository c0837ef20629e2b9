import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import { communityNameOf } from '../site-settings/site-settings.queries.ts';
import { visibleTo } from './question-view.ts';
import { findQuestion, pollOptionsOf } from './questions.queries.ts';

/**
 * /questions/<id> shared on WhatsApp shows the question (a poll with its options, "Poll:" in the request's
 * language); a hidden one shows the site's defaults. Authors stay out of the card.
 */
export const questionPreview = (db: Db): PageMetaResolver => ({
  pattern: /^\/questions\/([a-zA-Z0-9]{1,64})$/,
  resolve: async (match, lang) => {
    const question = await findQuestion(db, match[1]!);
    if (!question || !visibleTo(question, null)) return null;
    const options = question.type === 'poll' ? await pollOptionsOf(db, [question.id]) : [];
    const description = options.length
      ? t(lang, 'server.preview.poll', {
          options: options.map((choice) => choice.option).join(' · '),
          content: question.content,
        })
      : question.content;
    return {
      siteName: await communityNameOf(db),
      title: question.title,
      description,
      image: null,
      path: match[0],
    };
  },
});
