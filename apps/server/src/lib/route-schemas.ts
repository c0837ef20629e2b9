import { z } from 'zod';

/** The path parameters of a route addressing one record by its id (`/:id`). */
export const IdParams = z.object({ id: z.string().max(64) });

/** What a route's schema holds besides its tags and response: path parameters, query, body, content types. */
type SchemaParts = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; consumes?: string[] };

/**
 * The schemas of one route file's routes, all tagged `tags` and answering `errors` (`errorReplies`) beside
 * their reply, a 200 unless `status` says 201:
 * `schema: answering(ListingReplySchema, { params: IdParams, body: ListingUpdateSchema })`.
 */
export const routeSchemas =
  <E extends object>(tags: string[], errors: E) =>
  <R extends z.ZodType, P extends SchemaParts = Record<never, never>, S extends 200 | 201 = 200>(
    reply: R,
    parts?: P,
    status?: S,
  ) => ({
    tags,
    ...(parts as P),
    response: { [status ?? 200]: reply, ...errors } as { [K in S]: R } & E,
  });
