import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentSchema,
  CommentsPageSchema,
  CommentsQuerySchema,
  LikeReplySchema,
  commentBody,
} from '@sangam/shared/engagement';
import {
  GoingReplySchema,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  NewsArticleReplySchema,
  NewsLatestQuerySchema,
  NewsLatestReplySchema,
  NewsListReplySchema,
  NewsQuerySchema,
} from '@sangam/shared/news';
import { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { badRequest } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { requireMember, viewerRef } from '../../plugins/auth.ts';
import { addComment, commentsOf, toggleLike } from '../engagement/engagement.service.ts';
import { eventCalendar } from './news-calendar.ts';
import { isGoing, listNews, setGoing, attendanceOf } from './news.queries.ts';
import { findVisibleNews, getArticle, newsItems } from './news.service.ts';
import { tellCommenters } from './news-notifications.ts';

const answering = routeSchemas(['news'], errorReplies(400, 401, 403, 404, 429));

/** News and events: visitors read what is published; members like, comment and say they are going. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: answering(NewsListReplySchema, { querystring: NewsQuerySchema }),
    handler: async (request) => {
      const { sort, category, search, featured } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listNews(
          app.db,
          { publishedOnly: true, status: '', category, featured, search, dialect: app.dialect },
          { ...window, oldestFirst: sort === 'createdAt', now: nowIso() },
        ),
      );
      return { news: await newsItems(app.db, rows, request.viewer, false), pagination };
    },
  });

  app.get('/latest', {
    schema: answering(NewsLatestReplySchema, { querystring: NewsLatestQuerySchema }),
    handler: async (request) => {
      const { rows } = await listNews(
        app.db,
        { publishedOnly: true, status: '', category: '', featured: false, search: '', dialect: app.dialect },
        { limit: request.query.limit, offset: 0, now: nowIso() },
      );
      return { news: await newsItems(app.db, rows, request.viewer, false) };
    },
  });

  app.get('/:slug', {
    schema: answering(NewsArticleReplySchema, { params: z.object({ slug: z.string().max(200) }) }),
    handler: (request) => {
      const viewer = request.viewer;
      const viewerKey = viewer ? `u:${viewer.user.id}` : `a:${addressKey(request.ip)}`;
      return getArticle(app.db, request.params.slug, viewer, viewerKey);
    },
  });

  app.post('/:id/like', {
    onRequest: requireMember(),
    schema: answering(LikeReplySchema, { params: IdParams }),
    handler: async (request) => {
      const article = await findVisibleNews(app.db, request.params.id, request.viewer);
      return toggleLike(app.db, { type: 'news', id: article.id }, request.viewer!.user.id);
    },
  });

  app.get('/:id/comments', {
    schema: answering(CommentsPageSchema, { params: IdParams, querystring: CommentsQuerySchema }),
    handler: async (request) => {
      const article = await findVisibleNews(app.db, request.params.id, request.viewer);
      return commentsOf(app.db, { type: 'news', id: article.id }, request.query, viewerRef(request.viewer));
    },
  });

  app.post('/:id/comments', {
    onRequest: requireMember(),
    schema: answering(CommentSchema, { params: IdParams, body: commentBody(NEWS_LIMITS.commentMax) }, 201),
    handler: async (request, reply) => {
      const article = await findVisibleNews(app.db, request.params.id, request.viewer);
      const author = request.viewer!.user;
      // The comment and the replies it tells earlier commenters of are written together.
      const comment = await app.db.transaction().execute(async (trx) => {
        const added = await addComment(
          trx,
          { type: 'news', id: article.id },
          author,
          request.body.content,
          NEWS_LIMITS.commentMax,
        );
        await tellCommenters(trx, article, author.id);
        return added;
      });
      return reply.status(201).send(comment);
    },
  });

  app.post('/:id/going', {
    onRequest: requireMember(),
    schema: answering(GoingReplySchema, { params: IdParams }),
    handler: async (request) => {
      const article = await findVisibleNews(app.db, request.params.id, request.viewer);
      if (article.category !== 'event') throw badRequest(NEWS_MESSAGES.eventsOnly);
      const userId = request.viewer!.user.id;
      const going = !(await isGoing(app.db, article.id, userId));
      await setGoing(app.db, article.id, userId, going, nowIso());
      const { counts } = await attendanceOf(app.db, [article.id], null);
      return { going, goingCount: counts.get(article.id) ?? 0 };
    },
  });

  app.get('/:id/calendar.ics', {
    schema: answering(z.string(), { params: IdParams }),
    handler: async (request, reply) => {
      const article = await findVisibleNews(app.db, request.params.id, request.viewer);
      if (article.category !== 'event' || !article.eventDate) throw badRequest(NEWS_MESSAGES.eventsOnly);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition(`${article.slug}.ics`))
        .send(eventCalendar(article, app.config.publicUrl));
    },
  });
};
