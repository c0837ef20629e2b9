import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@sangam/shared/error-types';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import { cleanTextInput, MAX_INPUT_DEPTH } from '../lib/text-input.ts';

const TOO_DEEP_MESSAGE = messageWith('common.server.tooDeep', { depth: MAX_INPUT_DEPTH });

/**
 * One check for every route, before its schema runs: control characters in any text of the body, the query
 * or the path are refused with a 400 naming the field (line breaks and tabs are kept), and so is nesting
 * deeper than MAX_INPUT_DEPTH.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // Pages of the web app take any URL; its router decides what to show.
    if (!request.url.startsWith('/api/')) return;
    for (const part of ['params', 'query', 'body'] as const) {
      const { value, refused, tooDeep } = cleanTextInput(request[part]);
      if (tooDeep) throw badRequest(TOO_DEEP_MESSAGE, { [part]: TOO_DEEP_MESSAGE });
      if (refused !== null) {
        const field = refused || part;
        throw badRequest(CONTROL_CHARACTER_MESSAGE, { [field]: CONTROL_CHARACTER_MESSAGE });
      }
      if (typeof value === 'string' && part === 'body') request.body = value;
    }
  });
});
