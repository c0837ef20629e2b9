import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';

type Route = Parameters<FastifySerializerCompiler<ZodType>>[0];
type Serializer = (data: unknown) => string;

/**
 * Replies are written by fast-json-stringify from the route's zod schema turned into JSON Schema. Like zod's
 * encode it writes only the fields the schema names (a row's other columns never leak) and fails on a missing
 * one, but it costs what `JSON.stringify` costs, where zod's encode was a large share of a list request
 * (docs/PERFORMANCE.md). Each writer is compiled at its route's first reply: most
 * routes of a process never answer, and compiling all of them would hold up every start. A schema JSON Schema
 * cannot express (a date), or that fast-json-stringify cannot compile, keeps zod's serializer. Under test every
 * reply is also written by zod's serializer, which validates it, and the two must agree: the server suites check
 * the writer on every reply.
 */
export const replySerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let write: Serializer | undefined;
  return (data: unknown) => (write ??= compile(route))(data);
};

function compile(route: Route): Serializer {
  let write: Serializer;
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    write = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
  if (process.env.NODE_ENV !== 'test') return write;
  const encode = zodSerializerCompiler(route);
  return (data) => {
    const expected = encode(data);
    const text = write(data);
    // Only the order of an object's fields may differ: the writer follows the schema, zod the data.
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: the reply writer wrote ${text}, zod ${expected}`);
    }
    return text;
  };
}
