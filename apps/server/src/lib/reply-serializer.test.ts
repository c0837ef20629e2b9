import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.ts';

const Member = z.object({
  name: z.string(),
  bio: z.string().optional(),
  profileImage: z.string().nullable(),
  tags: z.array(z.string()),
});
const writerFor = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

afterEach(() => vi.unstubAllEnvs());

describe.each(['production', 'test'])('the reply writer (NODE_ENV=%s)', (env) => {
  it('writes only the fields the schema names: a row’s other columns never leak', () => {
    vi.stubEnv('NODE_ENV', env);
    const row = { name: 'Asha', profileImage: null, tags: ['a"b'], passwordHash: 'scrypt$secret', phone: '9000000002' };
    expect(JSON.parse(writerFor(Member)(row))).toEqual({ name: 'Asha', profileImage: null, tags: ['a"b'] });
  });

  it('refuses a reply without a required field, as zod did (the route answers 500, not half a reply)', () => {
    vi.stubEnv('NODE_ENV', env);
    expect(() => writerFor(Member)({ name: 'Asha', tags: [] })).toThrow();
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express (a date)', () => {
    vi.stubEnv('NODE_ENV', env);
    const Stamped = z.object({ at: z.date() });
    expect(writerFor(Stamped)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});

it('under test, a reply zod would refuse fails even where the writer would coerce it', () => {
  vi.stubEnv('NODE_ENV', 'test');
  expect(() => writerFor(Member)({ name: 42, profileImage: null, tags: [] })).toThrow();
});
