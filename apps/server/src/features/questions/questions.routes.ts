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
import { IdParams as Params } from '../../lib/id-params.ts';
import { readPage } from '../../lib/paging.ts';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['questions'];

/** Q&A: visitors read; members ask, answer, vote and like; authors edit and delete their own. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: { tags, querystring: QuestionsQuerySchema, response: { 200: QuestionsReplySchema, ...errors } },
    handler: async (request) => {
      const { search, category, type, featured } = request.query;
      const { rows, pagination } = await readPage(request.query, (window) =>
        listQuestions(app.db, { dialect: app.dialect, search, category, type, featured, status: 'active' }, window),
      );
      return { questions: await toQuestionViews(app.db, rows, request.viewer), pagination };
    },
  });

  app.get('/trending', {
    schema: { tags, querystring: TrendingQuerySchema, response: { 200: TrendingReplySchema, ...errors } },
    handler: async (request) => ({
      questions: await toQuestionViews(app.db, await trendingQuestions(app.db, request.query.limit), request.viewer),
    }),
  });

  app.get('/similar', {
    schema: { tags, querystring: SimilarQuerySchema, response: { 200: SimilarReplySchema, ...errors } },
    handler: (request) => similarTo(app.db, app.dialect, request.query.title),
  });

  app.get('/:id', {
    schema: { tags, params: Params, response: { 200: QuestionDetailSchema, ...errors } },
    handler: (request) => getQuestionDetail(app.db, request.params.id, request.viewer),
  });

  app.post('/', {
    onRequest: requireMember(),
    schema: { tags, body: QuestionInputSchema, response: { 201: QuestionReplySchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createQuestion(app.db, request.viewer!, request.body)),
  });

  app.put('/:id', {
    onRequest: requireMember(),
    schema: { tags, params: Params, body: QuestionInputSchema, response: { 200: QuestionReplySchema, ...errors } },
    handler: (request) => editQuestion(app.db, request.params.id, request.viewer!, request.body),
  });

  app.delete('/:id', {
    onRequest: requireMember(),
    schema: { tags, params: Params, response: { 200: MessageReplySchema, ...errors } },
    handler: (request) => removeQuestion(app.db, request.params.id, request.viewer!),
  });

  app.post('/:id/vote', {
    onRequest: requireMember(),
    schema: { tags, params: Params, body: VoteBodySchema, response: { 200: VoteReplySchema, ...errors } },
    handler: (request) => vote(app.db, request.params.id, request.viewer!, request.body.optionIndex),
  });

  app.post('/:id/like', {
    onRequest: requireMember(),
    schema: { tags, params: Params, response: { 200: LikeReplySchema, ...errors } },
    handler: (request) => likeQuestion(app.db, request.params.id, request.viewer!),
  });
};

export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    onRequest: requireMember(),
    schema: { tags, body: AnswerCreateSchema, response: { 201: AnswerReplySchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await addAnswer(app.db, request.viewer!, request.body.questionId, request.body.content)),
  });

  app.post('/:id/like', {
    onRequest: requireMember(),
    schema: { tags, params: Params, response: { 200: LikeReplySchema, ...errors } },
    handler: (request) => likeAnswer(app.db, request.params.id, request.viewer!),
  });

  app.post('/:id/mark-best', {
    onRequest: requireMember(),
    schema: { tags, params: Params, response: { 200: AnswerReplySchema, ...errors } },
    handler: (request) => markBest(app.db, request.params.id, request.viewer!),
  });
};
