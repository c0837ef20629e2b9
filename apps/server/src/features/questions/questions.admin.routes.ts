import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import {
  AdminAnswerUpdateSchema,
  AdminAnswersQuerySchema,
  AdminAnswersReplySchema,
  AdminQuestionUpdateSchema,
  AdminQuestionsQuerySchema,
  AdminQuestionsReplySchema,
  QaStatsSchema,
  QuestionReplySchema,
} from '@sangam/shared/questions';
import { requireAdmin } from '../../plugins/auth.ts';
import { engagementFor } from '../engagement/engagement.service.ts';
import { listAnswers } from './answers.queries.ts';
import { listQuestions, qaStats } from './questions.queries.ts';
import { adminDeleteAnswer, adminUpdateAnswer } from './answers.service.ts';
import { toAuthor, toQuestionViews } from './question-view.ts';
import { adminDeleteQuestion, adminUpdateQuestion } from './questions.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';

const answering = routeSchemas(['admin'], errorReplies(400, 401, 403, 404));

/** Q&A management, mounted at /api/admin: admins only, checked on every route. */
export const questionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin());

  app.get('/qa/stats', {
    schema: answering(QaStatsSchema),
    handler: () => qaStats(app.db),
  });

  app.get('/questions', {
    schema: answering(AdminQuestionsReplySchema, { querystring: AdminQuestionsQuerySchema }),
    handler: async (request) => {
      const { search, category, type, status, priority } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listQuestions(app.db, { dialect: app.dialect, search, category, type, status, priority }, window),
      );
      return { questions: await toQuestionViews(app.db, rows, request.viewer), pagination };
    },
  });

  app.put('/questions/:id', {
    schema: answering(QuestionReplySchema, { params: Params, body: AdminQuestionUpdateSchema }),
    handler: (request) => adminUpdateQuestion(app.db, request.params.id, request.viewer!, request.body),
  });

  app.delete('/questions/:id', {
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => adminDeleteQuestion(app.db, request.params.id, request.viewer!),
  });

  app.get('/answers', {
    schema: answering(AdminAnswersReplySchema, { querystring: AdminAnswersQuerySchema }),
    handler: async (request) => {
      const { search, status } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listAnswers(app.db, { dialect: app.dialect, search, status }, window),
      );
      const likes = await engagementFor(
        app.db,
        'answer',
        rows.map((row) => row.id),
        null,
      );
      return {
        answers: rows.map((row) => ({
          _id: row.id,
          content: row.content,
          question: { _id: row.questionId, title: row.questionTitle },
          author: toAuthor(row),
          isBestAnswer: row.isBest === 1,
          likeCount: likes.get(row.id)!.likeCount,
          status: row.status,
          createdAt: row.createdAt,
        })),
        pagination,
      };
    },
  });

  app.put('/answers/:id', {
    schema: answering(MessageReplySchema, { params: Params, body: AdminAnswerUpdateSchema }),
    handler: (request) => adminUpdateAnswer(app.db, request.params.id, request.body.status, request.viewer!),
  });

  app.delete('/answers/:id', {
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => adminDeleteAnswer(app.db, request.params.id, request.viewer!),
  });
};
