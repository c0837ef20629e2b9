import { ApiErrorSchema } from '@sangam/shared/errors';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * A route's error replies for its response schema: every status given answers the `{message, type, fields}`
 * body (`response: { 200: Reply, ...errorReplies(401, 403, 404) }`).
 */
export function errorReplies<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    S[number],
    typeof ApiErrorSchema
  >;
}
