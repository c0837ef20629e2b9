import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@sangam/shared/message-reply';
import { LikeReplySchema } from '@sangam/shared/engagement';
import {
  AnswerCreateSchema,
  AnswerReplySchema,
  QuestionDetailSchema,
  QuestionInputSchema,
  QuestionReplySchema,
  QuestionsQuerySchema,
  QuestionsReplySchema,
  SimilarQuerySchema,
  SimilarReplySchema,
  TrendingQuerySchema,
  TrendingReplySchema,
  VoteBodySchema,
  VoteReplySchema,
} from '@sangam/shared/questions';
import { requireMember } from '../../plugins/auth.ts';
import { listQuestions, trendingQuestions } from './questions.queries.ts';
import { addAnswer, likeAnswer, markBest } from './answers.service.ts';
import { getQuestionDetail, toQuestionViews } from './question-view.ts';
import { createQuestion, editQuestion, likeQuestion, removeQuestion, similarTo, vote } from './questions.service.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { IdParams as Params, routeSchemas } from '../../lib/route-schemas.ts';
import { readPage } from '../../lib/paging.ts';

const answering = routeSchemas(['questions'], errorReplies(400, 401, 403, 404, 409, 429));

/** Q&A: visitors read; members ask, answer, vote and like; authors edit and delete their own. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: answering(QuestionsReplySchema, { querystring: QuestionsQuerySchema }),
    handler: async (request) => {
      const { search, category, type, featured } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listQuestions(app.db, { dialect: app.dialect, search, category, type, featured, status: 'active' }, window),
      );
      return { questions: await toQuestionViews(app.db, rows, request.viewer), pagination };
    },
  });

  app.get('/trending', {
    schema: answering(TrendingReplySchema, { querystring: TrendingQuerySchema }),
    handler: async (request) => ({
      questions: await toQuestionViews(app.db, await trendingQuestions(app.db, request.query.limit), request.viewer),
    }),
  });

  app.get('/similar', {
    schema: answering(SimilarReplySchema, { querystring: SimilarQuerySchema }),
    handler: (request) => similarTo(app.db, app.dialect, request.query.title),
  });

  app.get('/:id', {
    schema: answering(QuestionDetailSchema, { params: Params }),
    handler: (request) => getQuestionDetail(app.db, request.params.id, request.viewer),
  });

  app.post('/', {
    onRequest: requireMember(),
    schema: answering(QuestionReplySchema, { body: QuestionInputSchema }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await createQuestion(app.db, request.viewer!, request.body)),
  });

  app.put('/:id', {
    onRequest: requireMember(),
    schema: answering(QuestionReplySchema, { params: Params, body: QuestionInputSchema }),
    handler: (request) => editQuestion(app.db, request.params.id, request.viewer!, request.body),
  });

  app.delete('/:id', {
    onRequest: requireMember(),
    schema: answering(MessageReplySchema, { params: Params }),
    handler: (request) => removeQuestion(app.db, request.params.id, request.viewer!),
  });

  app.post('/:id/vote', {
    onRequest: requireMember(),
    schema: answering(VoteReplySchema, { params: Params, body: VoteBodySchema }),
    handler: (request) => vote(app.db, request.params.id, request.viewer!, request.body.optionIndex),
  });

  app.post('/:id/like', {
    onRequest: requireMember(),
    schema: answering(LikeReplySchema, { params: Params }),
    handler: (request) => likeQuestion(app.db, request.params.id, request.viewer!),
  });
};

export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer route is for members.
  app.addHook('onRequest', requireMember());

  app.post('/', {
    schema: answering(AnswerReplySchema, { body: AnswerCreateSchema }, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await addAnswer(app.db, request.viewer!, request.body.questionId, request.body.content)),
  });

  app.post('/:id/like', {
    schema: answering(LikeReplySchema, { params: Params }),
    handler: (request) => likeAnswer(app.db, request.params.id, request.viewer!),
  });

  app.post('/:id/mark-best', {
    schema: answering(AnswerReplySchema, { params: Params }),
    handler: (request) => markBest(app.db, request.params.id, request.viewer!),
  });
};
