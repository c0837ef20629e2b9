import type { Db } from '../../db/dialect.ts';
import { forgetSubject, notify } from '../notifications/notify.service.ts';
import { recentCommenters } from './news.queries.ts';
import type { NewsWithAuthor } from './news.queries.ts';

// What news tells members (issue 33), in the transaction of the action that causes it.

/** At most this many earlier commenters are told of a reply, so one comment never fans out widely. */
export const NEWS_REPLY_FANOUT = 50;

const subjectOf = (newsId: string) => `news:${newsId}`;

/**
 * A new comment on an article: the members who commented on it before (the most recent ones) are told, one
 * row per article gathering the replies ("Ravi and 2 others replied…"). Only for a published article: nobody
 * else can read it.
 */
export async function tellCommenters(
  db: Db,
  article: Pick<NewsWithAuthor, 'id' | 'slug' | 'title' | 'status'>,
  commenterId: string,
) {
  if (article.status !== 'published') return;
  const others = (await recentCommenters(db, article.id, NEWS_REPLY_FANOUT + 1)).filter((id) => id !== commenterId);
  for (const userId of others.slice(0, NEWS_REPLY_FANOUT)) {
    await notify(db, {
      userId,
      kind: 'news_reply',
      actorId: commenterId,
      group: `news_reply:${article.id}`,
      link: `/news/${article.slug}`,
      subject: subjectOf(article.id),
      params: { title: article.title },
    });
  }
}

/** An article deleted or taken off the site (draft, archived) takes every notification about it along. */
export const forgetArticle = (db: Db, newsId: string) => forgetSubject(db, subjectOf(newsId));
