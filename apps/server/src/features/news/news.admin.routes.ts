import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AttendeesReplySchema,
  NewsAdminQuerySchema,
  NewsFieldsSchema,
  NewsListReplySchema,
  NewsSavedReplySchema,
} from '@sangam/shared/news';
import { z } from 'zod';
import { toCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-error.ts';
import { istDateTime, nowIso } from '../../lib/time.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseUploadFields, readUpload } from '../media/media-upload.service.ts';
import { attendeesOf, findNewsById, listNews } from './news.queries.ts';
import { NEWS_UPLOADS, createNews, editNews, newsItems, removeNews } from './news.service.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404, 413, 429));

/** News and events management: every status. Admins only, checked on every route before a body is read. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/admin/all', {
    schema: answering(NewsListReplySchema, { querystring: NewsAdminQuerySchema }),
    handler: async (request) => {
      const { status, category, search } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listNews(
          app.db,
          { publishedOnly: false, status, category, featured: false, search, dialect: app.dialect },
          { ...window, now: nowIso(), withContent: true },
        ),
      );
      return { news: await newsItems(app.db, rows, request.viewer, true), pagination };
    },
  });

  app.post('/', {
    schema: answering(NewsSavedReplySchema, { consumes: ['multipart/form-data'] }, 201),
    handler: async (request, reply) => {
      const { fields, files } = await readUpload(request, NEWS_UPLOADS);
      const body = parseUploadFields(NewsFieldsSchema, fields);
      return reply.status(201).send(await createNews(app.db, request.viewer!, body, files));
    },
  });

  app.put('/:id', {
    schema: answering(NewsSavedReplySchema, { consumes: ['multipart/form-data'], params: IdParams }),
    handler: async (request) => {
      const { fields, files } = await readUpload(request, NEWS_UPLOADS);
      const body = parseUploadFields(NewsFieldsSchema, fields);
      return editNews(app.db, request.params.id, request.viewer!, body, files);
    },
  });

  app.delete('/:id', {
    schema: answering(MessageReplySchema, { params: IdParams }),
    handler: (request) => removeNews(app.db, request.params.id, request.viewer!),
  });

  // Who is going to an event, as JSON or as a CSV file for the organisers.
  app.get('/:id/attendees', {
    schema: answering(AttendeesReplySchema, { params: IdParams }),
    handler: async (request) => {
      if (!(await findNewsById(app.db, request.params.id))) throw notFound();
      return { attendees: await attendeesOf(app.db, request.params.id) };
    },
  });

  app.get('/:id/attendees.csv', {
    schema: answering(z.string(), { params: IdParams }),
    handler: async (request, reply) => {
      const article = await findNewsById(app.db, request.params.id);
      if (!article) throw notFound();
      const rows = await attendeesOf(app.db, article.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${article.slug}-going.csv`))
        .send(
          toCsv(
            ['Name', 'Phone', 'Email', 'Since (IST)'],
            rows.map((r) => [r.name, r.phoneNumber, r.email ?? '', istDateTime(r.createdAt)]),
          ),
        );
    },
  });
};
